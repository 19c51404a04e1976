import { SCREENING_CONTENT, staffPath } from '@ats/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { BuilderPage } from '../../../shared/builder/builder-page';
import { useCan } from '../../../shared/permissions/use-can';
import {
  type ContentItem,
  useCreateContentMutation,
  useGetContentQuery,
  useUpdateContentMutation,
} from '../api';
import { UsedBy } from '../components/used-by';
import { useDeleteContent } from '../hooks/use-delete-content';
import { useScreeningKind } from '../hooks/use-screening-kind';
import type { KindConfig } from '../kinds';

const LivePreview = ({ config }: { config: KindConfig }) => {
  const values = useWatch();
  return <config.Preview values={values} />;
};

/** The one builder of all six kinds: the kind's fields on the left, the candidate preview beside. */
export default function ContentBuilderPage() {
  const config = useScreeningKind();
  const { contentId = 'new' } = useParams();
  const isNew = contentId === 'new';
  const meta = SCREENING_CONTENT[config.kind];
  const { data, isLoading, error } = useGetContentQuery(
    { kind: config.kind, id: contentId },
    { skip: isNew },
  );
  const [create] = useCreateContentMutation();
  const [update] = useUpdateContentMutation();
  const navigate = useNavigate();
  const remove = useDeleteContent(config);
  const canEdit = useCan(config.kind, 'edit');
  const canDelete = useCan(config.kind, 'delete');
  const listPath = staffPath('screeningList', { kind: config.kind });
  return (
    <BuilderPage
      key={`${config.kind}/${isNew ? 'new' : contentId}`}
      title={meta.builder}
      schema={config.schema}
      defaultValues={config.defaultValues}
      values={data ? config.toForm(data) : undefined}
      loading={!isNew && isLoading}
      loadError={error}
      breadcrumbName={isNew ? `New ${meta.singular.toLowerCase()}` : data?.name}
      readOnly={!canEdit}
      onSubmit={(body) =>
        (isNew
          ? create({ kind: config.kind, body })
          : update({ kind: config.kind, id: contentId, body })
        ).unwrap()
      }
      onSaved={(saved, { allowNextNavigation }) => {
        if (isNew) {
          allowNextNavigation();
          navigate(staffPath('screeningItem', { kind: config.kind, contentId: (saved as ContentItem).id }), {
            replace: true,
          });
        }
      }}
      actions={
        data && (
          <>
            <UsedBy usedBy={data.usedBy} />
            {canDelete && (
              <Button
                color="error"
                variant="outlined"
                onClick={async () => {
                  if (await remove(data)) navigate(listPath);
                }}
              >
                Delete
              </Button>
            )}
          </>
        )
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <config.Fields />
        </Box>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 }, minWidth: 0 }}>
          <LivePreview config={config} />
        </Box>
      </Box>
    </BuilderPage>
  );
}
