import FormatBold from '@mui/icons-material/FormatBold';
import FormatClear from '@mui/icons-material/FormatClear';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import Title from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';

interface Tool {
  label: string;
  icon: ReactNode;
  run: () => void;
}

const exec = (command: string, value?: string) => document.execCommand(command, false, value);

/**
 * A small rich-text field (bold, italic, underline, heading, lists, links) for job texts. The
 * HTML it produces is sanitized again by the server before it is stored, so the editor can stay
 * simple: the browser's editing commands on a contentEditable region.
 */
export const RichTextEditor = ({
  name,
  label,
  helperText,
  minHeight = 160,
}: {
  name: string;
  label: string;
  helperText?: string;
  minHeight?: number;
}) => {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const ref = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const helpId = useId();
  const value = (field.value as string | undefined) ?? '';

  // Outside changes (load, reset, discard) replace the content; typing does not re-render it.
  useEffect(() => {
    const el = ref.current;
    if (el && el.innerHTML !== value) el.innerHTML = value;
  }, [value]);

  const emit = () => {
    const html = ref.current?.innerHTML ?? '';
    const text = ref.current?.textContent?.trim() ?? '';
    field.onChange(text || /<(li|hr)/.test(html) ? html : '');
  };
  const apply = (fn: () => void) => () => {
    ref.current?.focus();
    fn();
    emit();
  };

  const tools: Tool[] = [
    { label: 'Bold', icon: <FormatBold fontSize="small" />, run: () => exec('bold') },
    { label: 'Italic', icon: <FormatItalic fontSize="small" />, run: () => exec('italic') },
    { label: 'Underline', icon: <FormatUnderlined fontSize="small" />, run: () => exec('underline') },
    { label: 'Heading', icon: <Title fontSize="small" />, run: () => exec('formatBlock', 'h3') },
    {
      label: 'Bulleted list',
      icon: <FormatListBulleted fontSize="small" />,
      run: () => exec('insertUnorderedList'),
    },
    {
      label: 'Numbered list',
      icon: <FormatListNumbered fontSize="small" />,
      run: () => exec('insertOrderedList'),
    },
    {
      label: 'Link',
      icon: <InsertLink fontSize="small" />,
      run: () => {
        const url = window.prompt('Link address (https://…)');
        if (url && /^(https?:\/\/|mailto:)/i.test(url.trim())) exec('createLink', url.trim());
      },
    },
    {
      label: 'Clear formatting',
      icon: <FormatClear fontSize="small" />,
      run: () => {
        exec('removeFormat');
        exec('formatBlock', 'p');
      },
    },
  ];

  return (
    <Box>
      <Typography id={labelId} variant="body2" component="div" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: fieldState.error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (t) => `0 0 0 1px ${t.palette.primary.main}`,
          },
        }}
      >
        <Box
          role="toolbar"
          aria-label={`${label} formatting`}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.25,
            p: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {tools.map((t) => (
            <Tooltip key={t.label} title={t.label}>
              <IconButton
                size="small"
                aria-label={t.label}
                onMouseDown={(e) => e.preventDefault()}
                onClick={apply(t.run)}
              >
                {t.icon}
              </IconButton>
            </Tooltip>
          ))}
        </Box>
        <Box
          ref={ref}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={helpId}
          aria-invalid={Boolean(fieldState.error)}
          tabIndex={0}
          onFocus={() => exec('defaultParagraphSeparator', 'p')}
          onInput={emit}
          onBlur={field.onBlur}
          sx={{
            minHeight,
            p: 1.5,
            outline: 'none',
            overflowWrap: 'anywhere',
            '& p': { my: 0.75 },
            '& h2, & h3, & h4': { fontSize: '1.05rem', my: 1 },
            '& ul, & ol': { pl: 3, my: 0.75 },
          }}
        />
      </Box>
      <FormHelperText id={helpId} error={Boolean(fieldState.error)}>
        {fieldState.error?.message ?? helperText ?? ' '}
      </FormHelperText>
    </Box>
  );
};
