// Word lists behind the scale seed: names, places and jobs of the countries the product serves, so
// that search fragments match a realistic share of rows (common surnames many, rare ones few).
import { randomUUID } from 'node:crypto';

export const FIRST_NAMES = [
  'Maria',
  'Jose',
  'Juan',
  'Ana',
  'Mariana',
  'Angelica',
  'Mark',
  'Jerome',
  'Kristine',
  'Rowena',
  'Marites',
  'Jericho',
  'Liza',
  'Paolo',
  'Carlo',
  'Joy',
  'Camille',
  'Andrea',
  'Luis',
  'Sofia',
  'Valeria',
  'Diego',
  'Esteban',
  'Fabiola',
  'Gabriel',
  'Karla',
  'Priya',
  'Rahul',
  'Anjali',
  'Arjun',
  'Deepika',
  'Vikram',
  'Sneha',
  'Rohan',
  'Thabo',
  'Lerato',
  'Sipho',
  'Naledi',
  'Pieter',
  'Annelie',
  'Zanele',
  'Bongani',
  'James',
  'Emily',
  'Michael',
  'Jessica',
  'David',
  'Ashley',
  'Chris',
  'Megan',
  'Tyler',
  'Brianna',
  'Noah',
  'Olivia',
  'Ethan',
  'Hannah',
  'Isabel',
  'Miguel',
  'Rosario',
  'Kevin',
];

export const LAST_NAMES = [
  'Santos',
  'Reyes',
  'Cruz',
  'Bautista',
  'Ocampo',
  'Garcia',
  'Mendoza',
  'Torres',
  'Villanueva',
  'Ramos',
  'Aquino',
  'Castillo',
  'Dela Cruz',
  'Manalo',
  'Navarro',
  'Pangilinan',
  'Jimenez',
  'Vargas',
  'Rodriguez',
  'Mora',
  'Solano',
  'Quesada',
  'Chaves',
  'Alvarado',
  'Sharma',
  'Patel',
  'Iyer',
  'Reddy',
  'Nair',
  'Gupta',
  'Menon',
  'Chatterjee',
  'Naidoo',
  'Dlamini',
  'Nkosi',
  'van der Merwe',
  'Botha',
  'Mokoena',
  'Khumalo',
  'Pretorius',
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Miller',
  'Davis',
  'Wilson',
  'Anderson',
  'Thompson',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Nguyen',
  'Kim',
  'Okafor',
  'Fernandez',
  'Salazar',
  'Dizon',
  'Lim',
  'Tan',
];

export const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com', 'inbox.example.org'];

/** Country, its phone prefix, and cities (address and requisition location). */
export const PLACES = [
  {
    country: 'philippines',
    prefix: '+63 9',
    cities: ['Quezon City', 'Makati', 'Cebu City', 'Davao City', 'Pasig', 'Iloilo City'],
  },
  { country: 'costa-rica', prefix: '+506 8', cities: ['San Jose', 'Heredia', 'Alajuela', 'Cartago'] },
  { country: 'south-africa', prefix: '+27 7', cities: ['Johannesburg', 'Cape Town', 'Durban', 'Pretoria'] },
  { country: 'india', prefix: '+91 9', cities: ['Bengaluru', 'Hyderabad', 'Pune', 'Chennai', 'Noida'] },
  { country: 'usa', prefix: '+1 5', cities: ['Austin', 'Phoenix', 'Tampa', 'Columbus', 'Denver'] },
] as const;

export const STREETS = [
  'Rizal Ave',
  'Mabini St',
  'Avenida Central',
  'Long St',
  'MG Road',
  'Main St',
  'Oak Ave',
  'Bonifacio Dr',
];

export const JOB_TITLES = [
  'Customer Service Representative',
  'Technical Support Specialist',
  'Collections Agent',
  'Sales Associate',
  'Chat Support Agent',
  'Team Leader',
  'Quality Analyst',
  'Workforce Analyst',
  'Healthcare Account Specialist',
  'Billing Specialist',
  'Content Moderator',
  'Trainer',
  'Data Entry Associate',
  'Email Support Agent',
  'Retention Specialist',
  'IT Helpdesk Analyst',
];

export const CLIENTS = [
  'Acme Telecom',
  'Northwind Bank',
  'Globex Health',
  'Initech Software',
  'Umbrella Insurance',
  'Stark Retail',
  'Wayne Logistics',
  'Hooli Cloud',
  'Vandelay Imports',
  'Soylent Foods',
];
export const PROGRAMS = ['Care', 'Billing', 'Tech Support', 'Sales', 'Collections'];

/** Applicant statuses with their share of rows (cumulative thresholds are built from these). */
export const STATUS_WEIGHTS: [string, number][] = [
  ['incomplete', 0.14],
  ['declined', 0.3],
  ['sent_to_operations', 0.16],
  ['interview_scheduled', 0.12],
  ['recommended', 0.08],
  ['for_offer', 0.06],
  ['offer_accepted', 0.06],
  ['complete', 0.08],
];
export const DECLINE_REASON_CODES = [
  'DEC000',
  'DEC001',
  'DEC002',
  'DEC003',
  'DEC004',
  'DEC005',
  'DEC006',
  'DEC007',
  'DEC008',
];
export const SOURCES = [
  'referral',
  'job-board',
  'job-board',
  'walk-in',
  'social',
  'social',
  'agency',
  'other',
];
export const EDUCATION = [
  'high-school',
  'high-school',
  'associate',
  'bachelor',
  'bachelor',
  'master',
  'other',
];
export const TEXT_ANSWERS = [
  'Two years handling inbound calls for a telecom account.',
  'I worked in retail and handled customer complaints daily.',
  'Fresh graduate, strong written English, used to night shifts.',
  'Five years in collections and billing support.',
];

const mc = (text: string, answers: [string, boolean][]) => ({
  questionId: randomUUID(),
  text,
  type: 'multiple-choice' as const,
  required: true,
  answers: answers.map(([t, qualifying]) => ({ id: randomUUID(), text: t, qualifying })),
});
const textEntry = (text: string) => ({
  questionId: randomUUID(),
  text,
  type: 'text-entry' as const,
  required: true,
  answers: [],
});

/** Four screening profiles (question snapshots as candidates saw them), spread over the requisitions. */
export const screeningProfiles = () => {
  const shift = mc('Can you work night shifts?', [
    ['Yes', true],
    ['Only some nights', true],
    ['No', false],
  ]);
  const english = mc('How would you rate your spoken English?', [
    ['Native or fluent', true],
    ['Conversational', true],
    ['Basic', false],
  ]);
  const experience = mc('How many years of customer-facing experience do you have?', [
    ['None', false],
    ['Less than one year', true],
    ['One to three years', true],
    ['More than three years', true],
  ]);
  const onsite = mc('Can you report onsite five days a week?', [
    ['Yes', true],
    ['No', false],
  ]);
  const typing = mc('What is your typing speed?', [
    ['Under 30 wpm', false],
    ['30 to 50 wpm', true],
    ['Over 50 wpm', true],
  ]);
  const story = textEntry('Describe a time you calmed an upset customer.');
  return [
    [shift, english, experience],
    [english, onsite, story],
    [experience, typing, shift, story],
    [english, typing],
  ];
};
