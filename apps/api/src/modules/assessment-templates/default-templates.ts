import type { TAssessmentTemplateCreate } from '@ats/contract';

/**
 * The two templates a new install starts with, written for customer-support hiring: an English
 * language assessment pitched at B2 and a writing task (a reply to an unhappy customer).
 */
export const DEFAULT_LANGUAGE_TEMPLATE: TAssessmentTemplateCreate = {
  kind: 'language',
  name: 'English for customer support (B2)',
  language: 'en',
  targetLevel: 'B2',
  timeLimitMinutes: 25,
  passScore: 60,
  instructions:
    'This assessment has five short sections: reading, listening, grammar, vocabulary and a spoken answer. Choose one answer for each question, and record the spoken answer with your camera. Your answers are saved as you go, so if your connection drops you can reopen the link and continue with the time you have left.',
  sections: [
    {
      id: 'reading',
      type: 'reading',
      title: 'Reading: a policy update',
      instructions: 'Read the notice sent to support agents, then answer the questions.',
      passage:
        'From Monday 3 March, customers who report a damaged delivery no longer need to send the item back before we issue a replacement. Agents should ask for one clear photo of the damage and the order number, then create the replacement order the same day. If the customer prefers a refund, it is paid to the original payment method within five working days. This change does not apply to furniture orders, which are still collected by our courier before any replacement or refund is arranged. Please add the note "DMG-PHOTO" to every case handled under the new process so that the quality team can review a sample each week.',
      transcript: '',
      maxPlays: 2,
      questions: [
        {
          id: 'reading-1',
          prompt: 'What must a customer provide before a replacement is sent?',
          options: [
            'The damaged item, returned by post',
            'A photo of the damage and the order number',
            'A receipt from the courier',
            'A written complaint by email',
          ],
          correct: 1,
        },
        {
          id: 'reading-2',
          prompt: 'How long can a refund take to arrive?',
          options: ['The same day', 'Up to three working days', 'Up to five working days', 'Two weeks'],
          correct: 2,
        },
        {
          id: 'reading-3',
          prompt: 'Which orders are handled differently?',
          options: [
            'Furniture orders',
            'Orders paid by card',
            'Orders placed before 3 March',
            'Express orders',
          ],
          correct: 0,
        },
        {
          id: 'reading-4',
          prompt: 'Why should agents add the note "DMG-PHOTO"?',
          options: [
            'To speed up the refund',
            'To tell the courier to collect the item',
            'So that the quality team can review some of the cases',
            'So that the customer receives a discount',
          ],
          correct: 2,
        },
      ],
    },
    {
      id: 'listening',
      type: 'listening',
      title: 'Listening: a voicemail',
      instructions:
        'Play the voicemail a customer left for the support team (you can play it twice), then answer the questions.',
      passage: '',
      transcript:
        "Hi, this is Maria Gonzalez calling about order 4-4-7-1. I was told my new router would arrive on Tuesday, but the tracking page still says it hasn't left the warehouse. I work from home, so I really need the internet back before Thursday. Could someone call me back this afternoon? My number is the one on the account. Thanks.",
      maxPlays: 2,
      questions: [
        {
          id: 'listening-1',
          prompt: 'Why is Maria calling?',
          options: [
            'Her router has not been sent yet',
            'She received the wrong router',
            'She wants to cancel her order',
            'She was charged twice',
          ],
          correct: 0,
        },
        {
          id: 'listening-2',
          prompt: 'By when does she need the problem solved?',
          options: ['Tuesday', 'Before Thursday', 'Next week', 'This evening'],
          correct: 1,
        },
        {
          id: 'listening-3',
          prompt: 'What does she ask the team to do?',
          options: ['Send an email', 'Refund the order', 'Call her back this afternoon', 'Visit her home'],
          correct: 2,
        },
      ],
    },
    {
      id: 'grammar',
      type: 'grammar',
      title: 'Grammar',
      instructions: 'Choose the word or phrase that best completes each sentence.',
      passage: '',
      transcript: '',
      maxPlays: 2,
      questions: [
        {
          id: 'grammar-1',
          prompt: 'I ___ your account since this morning, but the payment still does not show.',
          options: ['check', 'am checking', 'have been checking', 'checked'],
          correct: 2,
        },
        {
          id: 'grammar-2',
          prompt: 'If you ___ the order number, I could find your parcel straight away.',
          options: ['have', 'had', 'would have', 'will have'],
          correct: 1,
        },
        {
          id: 'grammar-3',
          prompt: 'Your replacement ___ by our courier tomorrow.',
          options: ['will deliver', 'will be delivered', 'is delivering', 'delivers'],
          correct: 1,
        },
        {
          id: 'grammar-4',
          prompt: "I'm sorry, but we can't change the address ___ the parcel has left the warehouse.",
          options: ['despite', 'unless', 'once', 'during'],
          correct: 2,
        },
        {
          id: 'grammar-5',
          prompt: 'Could you tell me ___?',
          options: [
            'when did you place the order',
            'when you placed the order',
            'when placed you the order',
            'when you did place the order',
          ],
          correct: 1,
        },
        {
          id: 'grammar-6',
          prompt: 'There were ___ complaints about the new app than we expected.',
          options: ['less', 'fewer', 'little', 'least'],
          correct: 1,
        },
      ],
    },
    {
      id: 'vocabulary',
      type: 'vocabulary',
      title: 'Vocabulary',
      instructions: 'Choose the best word for each sentence.',
      passage: '',
      transcript: '',
      maxPlays: 2,
      questions: [
        {
          id: 'vocabulary-1',
          prompt: 'I will ___ your case to a specialist who can look into it today.',
          options: ['escalate', 'elevate', 'increase', 'raise up'],
          correct: 0,
        },
        {
          id: 'vocabulary-2',
          prompt: 'Thank you for your ___ while we resolve the issue.',
          options: ['patient', 'patience', 'patiently', 'patients'],
          correct: 1,
        },
        {
          id: 'vocabulary-3',
          prompt: 'The refund has been ___ and should reach your account within five days.',
          options: ['proceeded', 'processed', 'preceded', 'progressed'],
          correct: 1,
        },
        {
          id: 'vocabulary-4',
          prompt: 'We apologise for the ___ this delay has caused.',
          options: ['convenience', 'inconvenience', 'inconvenient', 'inconveniently'],
          correct: 1,
        },
        {
          id: 'vocabulary-5',
          prompt: 'Please ___ that you have received the new password.',
          options: ['confirm', 'conform', 'affirm to', 'ensure'],
          correct: 0,
        },
      ],
    },
    {
      id: 'speaking',
      type: 'speaking',
      title: 'Speaking',
      instructions:
        'Answer out loud, as you would on a call. Turn on your camera and microphone, then press Start recording for each question: you get a little time to think first, and recording then starts by itself. Your camera and microphone are used for this section only.',
      passage: '',
      transcript: '',
      maxPlays: 2,
      questions: [],
      spokenItems: [
        {
          id: 'speaking-1',
          prompt:
            'A customer calls because their parcel is three days late. Greet them, apologise, explain what you will do next and when they will hear from you.',
          media: 'camera',
          thinkTimeSeconds: 20,
          maxAnswerSeconds: 90,
          retakes: 1,
        },
      ],
    },
  ],
};

export const DEFAULT_WRITING_TEMPLATE: TAssessmentTemplateCreate = {
  kind: 'writing',
  name: 'Reply to a customer about a double charge',
  language: 'en',
  timeLimitMinutes: 30,
  passScore: 60,
  instructions:
    'Write your reply in the box as you would send it to the customer. Copying and pasting is turned off for this task, and leaving the page is noted. Your text is saved every few seconds.',
  task: `You work in customer support for an online electronics shop. Reply to this email from a customer.

Subject: Charged twice for my order!!

Hello,

I ordered a pair of headphones (order #58213) on Friday and paid by credit card. Today I checked my bank statement and I have been charged twice, $89.99 each time. I only ordered one pair. This is the second time something like this has happened and I am really disappointed. I want my money back as soon as possible, and I would like to know how you will make sure this does not happen again.

Daniel Brooks`,
  keyPoints: [
    'apologise for the double charge',
    'refund the duplicate payment',
    'how long the refund takes',
    'order number 58213',
    'prevent it happening again',
    'offer further help or contact',
  ],
  minWords: 120,
  maxWords: 250,
  rubric: [
    {
      id: 'task',
      label: 'Task achievement',
      description: 'Answers every request in the email: the refund, when it arrives, and what happens next.',
      weight: 3,
    },
    {
      id: 'accuracy',
      label: 'Grammar and spelling',
      description: 'Few errors, none that make the reply hard to read.',
      weight: 3,
    },
    {
      id: 'clarity',
      label: 'Clarity and organisation',
      description: 'Clear sentences, a logical order, a greeting and a sign-off.',
      weight: 2,
    },
    {
      id: 'tone',
      label: 'Tone',
      description: 'Polite, empathetic and professional; takes ownership without blaming the customer.',
      weight: 2,
    },
  ],
  aiPromptId: null,
};
