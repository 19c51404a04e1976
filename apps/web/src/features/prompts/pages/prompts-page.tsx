import { labelOf, optionsOf, PROMPT_PURPOSES, type TPromptListItem } from '@ats/contract';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/format';
import {
  type ColumnDefinition,
  type FilterDefinition,
  ListPage,
  toKeysetList,
  useListParams,
} from '../../../shared/list';
import { Can } from '../../../shared/permissions/use-can';
import { useListPromptsInfiniteQuery } from '../api';
import { useDeletePrompt } from '../hooks/use-delete-prompt';

const filters: FilterDefinition[] = [
  { key: 'purpose', label: 'Purpose', options: optionsOf(PROMPT_PURPOSES) },
];
const SORTS = [
  { value: '-updatedAt', label: 'Recently updated' },
  { value: 'name', label: 'Name' },
  { value: '-createdAt', label: 'Newest' },
];
const dateOf = (iso: string) => formatDate(iso);

const columns: ColumnDefinition<TPromptListItem>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (r) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {r.name}
        </Typography>
        {r.description && (
          <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {r.description.length > 90 ? `${r.description.slice(0, 90)}…` : r.description}
          </Typography>
        )}
      </>
    ),
  },
  {
    key: 'purpose',
    header: 'Purpose',
    render: (r) => <Chip size="small" label={labelOf(PROMPT_PURPOSES, r.purpose)} />,
  },
  {
    key: 'currentVersionNumber',
    header: 'Current version',
    hideBelow: 'md',
    render: (r) => `v${r.currentVersionNumber} of ${r.versionCount}`,
  },
  { key: 'updatedAt', header: 'Updated', hideBelow: 'lg', render: (r) => dateOf(r.updatedAt) },
];

/** The prompt library (SPEC §2 /generative-ai/prompt-library). */
export default function PromptsPage() {
  const params = useListParams({ filters, defaultSort: '-updatedAt' });
  const list = toKeysetList(useListPromptsInfiniteQuery(params.queryArg));
  const remove = useDeletePrompt();
  return (
    <ListPage
      title="Prompt Library"
      description="Prompts the AI features run, with every saved version. The built-in engine checks what rules can; a language model does the rest when one is configured."
      params={params}
      list={list}
      columns={columns}
      filters={filters}
      sortOptions={SORTS}
      searchLabel="Search prompts"
      rowHref={(r) => `/generative-ai/prompt-library/${r.id}`}
      empty="No prompts yet. Create one to use it in resume profiles and tests."
      actions={
        <Can id="prompt-library" op="edit">
          <Button
            variant="contained"
            startIcon={<Add />}
            component={Link}
            to="/generative-ai/prompt-library/new"
          >
            New prompt
          </Button>
        </Can>
      }
      rowActions={(r) => (
        <Can id="prompt-library" op="delete">
          <IconButton aria-label={`Delete ${r.name}`} onClick={() => void remove(r)}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Can>
      )}
    />
  );
}
