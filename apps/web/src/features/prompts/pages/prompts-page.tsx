import { labelOf, optionsOf, PROMPT_PURPOSES, staffPath, type TPromptListItem } from '@ats/contract';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../shared/format/format';
import {
  type ColumnDefinition,
  DeleteRowButton,
  type FilterDefinition,
  ListPage,
  NewItemButton,
  toKeysetList,
  useListParams,
} from '../../../shared/list';
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
      sortOptions={SORTS}
      searchLabel="Search prompts"
      rowHref={(r) => staffPath('prompt', { promptId: r.id })}
      empty="No prompts yet. Create one to use it in resume profiles and tests."
      actions={
        <NewItemButton menuId="prompt-library" to={staffPath('prompt', { promptId: 'new' })}>
          New prompt
        </NewItemButton>
      }
      rowActions={(r) => (
        <DeleteRowButton menuId="prompt-library" name={r.name} onClick={() => void remove(r)} />
      )}
    />
  );
}
