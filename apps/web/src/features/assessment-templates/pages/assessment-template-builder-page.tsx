import {
  ASSESSMENT_KINDS,
  STAFF_URLS,
  staffPath,
  type TAssessmentKind,
  type TAssessmentTemplate,
} from '@ats/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { FieldValues } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { BuilderPage } from '../../../shared/builder/builder-page';
import { useCan } from '../../../shared/permissions/use-can';
import {
  useCreateAssessmentTemplateMutation,
  useGetAssessmentTemplateQuery,
  useUpdateAssessmentTemplateMutation,
} from '../api';
import { LanguageFields, WritingFields } from '../components/template-fields';
import { defaultsFor, templateFormSchema, toForm } from '../components/template-form';
import { useDeleteTemplate } from '../components/use-delete-template';

const LIST = STAFF_URLS.assessmentTemplates;

/** The builder of one template; `new?kind=language|writing` starts an empty one of that kind. */
export default function AssessmentTemplateBuilderPage() {
  const { templateId = 'new' } = useParams();
  const [search] = useSearchParams();
  const isNew = templateId === 'new';
  const { data, isLoading, error } = useGetAssessmentTemplateQuery(templateId, { skip: isNew });
  const kind: TAssessmentKind = data?.kind ?? (search.get('kind') === 'writing' ? 'writing' : 'language');
  const [create] = useCreateAssessmentTemplateMutation();
  const [update] = useUpdateAssessmentTemplateMutation();
  const navigate = useNavigate();
  const remove = useDeleteTemplate();
  const canEdit = useCan('assessment-templates', 'edit');
  const canDelete = useCan('assessment-templates', 'delete');
  return (
    <BuilderPage
      key={`${kind}/${templateId}`}
      title={`${ASSESSMENT_KINDS[kind].label} Assessment Template`}
      schema={templateFormSchema as unknown as z.ZodType<FieldValues, FieldValues>}
      defaultValues={defaultsFor(kind)}
      values={data ? toForm(data) : undefined}
      loading={!isNew && isLoading}
      loadError={error}
      breadcrumbName={isNew ? `New ${kind} template` : data?.name}
      readOnly={!canEdit}
      onSubmit={(body) =>
        (isNew ? create(body as never) : update({ id: templateId, body: body as never })).unwrap()
      }
      onSaved={(saved, { allowNextNavigation }) => {
        if (isNew) {
          allowNextNavigation();
          navigate(staffPath('assessmentTemplate', { templateId: (saved as TAssessmentTemplate).id }), {
            replace: true,
          });
        }
      }}
      actions={
        data && (
          <>
            <Chip size="small" label={`Sent ${data.sentCount} time(s)`} variant="outlined" />
            {canDelete && (
              <Button
                color="error"
                variant="outlined"
                onClick={async () => {
                  if (await remove(data)) navigate(LIST);
                }}
              >
                Delete
              </Button>
            )}
          </>
        )
      }
    >
      {kind === 'language' ? <LanguageFields /> : <WritingFields />}
    </BuilderPage>
  );
}
