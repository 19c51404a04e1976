import { PROMPT_PURPOSES, PROMPT_VARIABLES, STAFF_URLS, staffPath, type TPrompt } from '@ats/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { HistoryPanel } from '../../../entities/history';
import { BuilderPage } from '../../../shared/builder/builder-page';
import {
  enumOptions,
  FormNumberField,
  FormSection,
  FormSelect,
  FormTextArea,
  FormTextField,
} from '../../../shared/form';
import { useCan } from '../../../shared/permissions/use-can';
import {
  useCreatePromptMutation,
  useGetPromptQuery,
  useSavePromptVersionMutation,
  useUpdatePromptMutation,
} from '../api';
import { GenerateDraftPanel } from '../components/generate-draft-panel';
import {
  EMPTY_FORM,
  type TPromptFormOut,
  toCreate,
  toForm,
  versionChanged,
  versionFieldsOf,
  ZPromptForm,
} from '../components/prompt-form';
import { TestPromptPanel } from '../components/test-prompt-panel';
import { UsageHistory } from '../components/usage-history';
import { VersionsPanel } from '../components/versions-panel';
import { useDeletePrompt } from '../hooks/use-delete-prompt';

/** A grid cell spanning both columns of a form section. */
const Full = ({ children }: { children: ReactNode }) => (
  <Box className="full" sx={{ '& > .MuiFormControl-root': { width: '100%' } }}>
    {children}
  </Box>
);

const VARIABLES_HINT = `Variables: ${Object.keys(PROMPT_VARIABLES)
  .map((v) => `{{${v}}}`)
  .join(' ')}`;

/** The prompt builder (SPEC §2 prompt-library/{promptId}): template, settings, versions, test, usage. */
export default function PromptBuilderPage() {
  const { promptId = '' } = useParams();
  const isNew = promptId === 'new';
  const { data, isLoading, error } = useGetPromptQuery(promptId, { skip: isNew });
  const [create] = useCreatePromptMutation();
  const [update] = useUpdatePromptMutation();
  const [saveVersion] = useSavePromptVersionMutation();
  const navigate = useNavigate();
  const canEdit = useCan('prompt-library', 'edit');
  const remove = useDeletePrompt();

  const submit = async (v: TPromptFormOut): Promise<TPrompt> => {
    if (isNew) return create(toCreate(v)).unwrap();
    let saved = data as TPrompt;
    if (v.name !== saved.name || v.purpose !== saved.purpose || v.description !== saved.description)
      saved = await update({
        id: promptId,
        body: { name: v.name, purpose: v.purpose, description: v.description },
      }).unwrap();
    if (versionChanged(v, saved))
      saved = await saveVersion({ promptId, note: v.note, ...versionFieldsOf(v) }).unwrap();
    return saved;
  };

  return (
    <Stack spacing={2}>
      <BuilderPage
        title="Prompt Builder"
        schema={ZPromptForm}
        defaultValues={EMPTY_FORM}
        values={data && toForm(data)}
        loading={!isNew && isLoading}
        loadError={error}
        breadcrumbName={isNew ? 'New prompt' : data?.name}
        readOnly={!canEdit}
        saveLabel={isNew ? 'Create prompt' : 'Save'}
        savedMessage={isNew ? 'Prompt created' : 'Saved'}
        onSubmit={submit}
        onSaved={(saved, { allowNextNavigation }) => {
          if (isNew) {
            allowNextNavigation();
            navigate(staffPath('prompt', { promptId: (saved as TPrompt).id }), { replace: true });
          }
        }}
        actions={
          !isNew && data ? (
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              onClick={async () => {
                if (await remove(data)) navigate(STAFF_URLS.promptLibrary);
              }}
            >
              Delete
            </Button>
          ) : undefined
        }
      >
        {(form) => (
          <>
            <FormSection title="Details">
              <FormTextField name="name" label="Name" required />
              <FormSelect name="purpose" label="Purpose" options={enumOptions(PROMPT_PURPOSES)} />
              <Full>
                <FormTextArea name="description" label="Description" />
              </Full>
            </FormSection>
            <FormSection
              title={data ? `Template (editing from version ${data.current.versionNumber})` : 'Template'}
            >
              {canEdit && (
                <Full>
                  <GenerateDraftPanel
                    onDraft={(text) =>
                      form.setValue('definition', text, { shouldDirty: true, shouldValidate: false })
                    }
                  />
                </Full>
              )}
              <Full>
                <FormTextArea
                  name="definition"
                  label="Definition"
                  required
                  rows={12}
                  helperText={VARIABLES_HINT}
                />
              </Full>
              {!isNew && (
                <Full>
                  <FormTextField
                    name="note"
                    label="Version note"
                    helperText="What changed; shown in the versions list when the template or settings change"
                  />
                </Full>
              )}
            </FormSection>
            <FormSection title="Model settings">
              <FormTextField name="model" label="Model" helperText="Empty: the server's AI_MODEL" />
              <FormNumberField name="temperature" label="Temperature" min={0} max={2} step={0.1} />
              <FormNumberField name="maxTokens" label="Max tokens" min={1} max={8000} />
              <Full>
                <FormTextArea
                  name="outputSchemaText"
                  label="Output schema (JSON Schema)"
                  helperText="Optional: structured answers are validated against it"
                />
              </Full>
            </FormSection>
            {!isNew && data && (
              <TestPromptPanel
                input={() => {
                  const v = form.getValues();
                  let outputSchema: Record<string, unknown> | null = null;
                  try {
                    outputSchema = v.outputSchemaText.trim() ? JSON.parse(v.outputSchemaText) : null;
                  } catch {
                    outputSchema = null;
                  }
                  return {
                    promptId: data.id,
                    versionId: data.current.id,
                    definition: v.definition,
                    modelSettings: {
                      model: v.model ?? '',
                      temperature: Number(v.temperature ?? 0.2),
                      maxTokens: Number(v.maxTokens ?? 1000),
                    },
                    outputSchema,
                  };
                }}
              />
            )}
          </>
        )}
      </BuilderPage>
      {!isNew && data && (
        <>
          {data.usedBy.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              Used by: {data.usedBy.map((u) => `resume profile “${u.name}”`).join(', ')}
            </Typography>
          )}
          <VersionsPanel prompt={data} />
          <UsageHistory promptId={data.id} />
          <HistoryPanel entityType="prompt" entityId={data.id} />
        </>
      )}
    </Stack>
  );
}
