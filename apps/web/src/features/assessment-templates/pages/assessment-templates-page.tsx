import {
  ASSESSMENT_KINDS,
  CEFR_LEVELS,
  labelOf,
  optionsOf,
  staffPath,
  type TAssessmentTemplate,
  TYPING_LANGUAGES,
} from '@ats/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type ColumnDefinition,
  DeleteRowButton,
  ListPage,
  NAME_UPDATED_NEWEST_SORTS,
  NewItemButton,
  useListPage,
} from '../../../shared/list';
import { useListAssessmentTemplatesInfiniteQuery } from '../api';
import { useDeleteTemplate } from '../components/use-delete-template';

const summaryOf = (t: TAssessmentTemplate) => {
  const b = t.body as Record<string, unknown>;
  if (t.kind === 'language') {
    const sections = (b.sections as { questions: unknown[] }[]) ?? [];
    const questions = sections.reduce((n, s) => n + s.questions.length, 0);
    return `${labelOf(CEFR_LEVELS, String(b.targetLevel))} · ${sections.length} sections · ${questions} questions`;
  }
  return `${b.minWords}–${b.maxWords} words · ${(b.rubric as unknown[]).length} rubric criteria`;
};

const COLUMNS: ColumnDefinition<TAssessmentTemplate>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (t) => (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t.name}
      </Typography>
    ),
  },
  {
    key: 'kind',
    header: 'Kind',
    render: (t) => <Chip size="small" label={labelOf(ASSESSMENT_KINDS, t.kind)} variant="outlined" />,
  },
  { key: 'summary', header: 'Content', hideBelow: 'md', render: summaryOf },
  {
    key: 'timeLimit',
    header: 'Time',
    hideBelow: 'md',
    align: 'right',
    render: (t) => `${(t.body as { timeLimitMinutes: number }).timeLimitMinutes} min`,
  },
  {
    key: 'language',
    header: 'Language',
    hideBelow: 'lg',
    render: (t) => labelOf(TYPING_LANGUAGES, t.language),
  },
  { key: 'sentCount', header: 'Sent', align: 'right', hideBelow: 'lg' },
];

const TEMPLATES = {
  columns: COLUMNS,
  filters: [{ key: 'kind', label: 'Kind', single: true, options: optionsOf(ASSESSMENT_KINDS) }],
  defaultSort: 'name',
  sortOptions: NAME_UPDATED_NEWEST_SORTS,
  searchLabel: 'Search assessment templates',
};

/** Talent Discovery → Assessment Templates. */
export default function AssessmentTemplatesPage() {
  const page = useListPage(TEMPLATES, useListAssessmentTemplatesInfiniteQuery);
  const remove = useDeleteTemplate();
  return (
    <ListPage
      {...page}
      title="Assessment Templates"
      rowHref={(row) => staffPath('assessmentTemplate', { templateId: row.id })}
      actions={
        <Stack direction="row" spacing={1}>
          <NewItemButton
            menuId="assessment-templates"
            to={`${staffPath('assessmentTemplate', { templateId: 'new' })}?kind=language`}
          >
            New language template
          </NewItemButton>
          <NewItemButton
            menuId="assessment-templates"
            variant="outlined"
            to={`${staffPath('assessmentTemplate', { templateId: 'new' })}?kind=writing`}
          >
            New writing template
          </NewItemButton>
        </Stack>
      }
      rowActions={(row) => (
        <DeleteRowButton menuId="assessment-templates" name={row.name} onClick={() => void remove(row)} />
      )}
    />
  );
}
