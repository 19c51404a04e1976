import { labelOf, optionsOf, PROMPT_PURPOSES, staffPath, type TPromptListItem } from '@ats/contract';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../shared/format/format';
import {
  type ColumnDefinition,
  DeleteRowButton,
  type ListDefinition,
  ListPage,
  NewItemButton,
  useListPage,
} from '../../../shared/list';
import { useListPromptsInfiniteQuery } from '../api';
import { useDeletePrompt } from '../hooks/use-delete-prompt';

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

const PROMPTS: ListDefinition<TPromptListItem> = {
  columns,
  filters: [{ key: 'purpose', label: 'Purpose', options: optionsOf(PROMPT_PURPOSES) }],
  defaultSort: '-updatedAt',
  sortOptions: [
    { value: '-updatedAt', label: 'Recently updated' },
    { value: 'name', label: 'Name' },
    { value: '-createdAt', label: 'Newest' },
  ],
  searchLabel: 'Search prompts',
  empty: 'No prompts yet. Create one to use it in resume profiles and tests.',
};

/** The prompt library (SPEC §2 /generative-ai/prompt-library). */
export default function PromptsPage() {
  const page = useListPage(PROMPTS, useListPromptsInfiniteQuery);
  const remove = useDeletePrompt();
  return (
    <ListPage
      {...page}
      title="Prompt Library"
      description="Prompts the AI features run, with every saved version. The built-in engine checks what rules can; a language model does the rest when one is configured."
      rowHref={(r) => staffPath('prompt', { promptId: r.id })}
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
