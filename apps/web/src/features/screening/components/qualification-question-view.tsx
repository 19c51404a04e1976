import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId } from 'react';

export interface QuestionViewProps {
  text: string;
  type: string;
  required?: boolean;
  answers?: { text: string }[];
  number?: number;
}

/** A qualification question as the application form renders it (no knock-out marks shown). */
export const QualificationQuestionView = ({
  text,
  type,
  required,
  answers = [],
  number,
}: QuestionViewProps) => {
  const id = useId();
  const label = `${number ? `${number}. ` : ''}${text || 'Your question'}`;
  if (type === 'text-entry')
    return <TextField label={label} required={required} fullWidth multiline minRows={2} id={id} />;
  return (
    <FormControl required={required} component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ color: 'text.primary', mb: 0.5 }}>
        {label}
      </FormLabel>
      <RadioGroup name={id}>
        {answers.map((a, i) => (
          <FormControlLabel
            // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the form's answers in order; nothing keeps state
            key={i}
            value={String(i)}
            control={<Radio />}
            label={a.text || `Answer ${i + 1}`}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
};
