import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Translated } from '../../../shared/i18n';
import { useContinueApplicationMutation } from '../api';
import { FlowLoading, FlowMessage, JobsLink } from '../components/flow-state';
import { statusPath } from '../flow-paths';

const ContinueContent = () => {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [open, { data, isError }] = useContinueApplicationMutation();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    void open(token);
  }, [open, token]);
  if (isError || !token)
    return (
      <FlowMessage title={t('continue.invalidTitle')} action={<JobsLink />}>
        {t('continue.invalidText')}
      </FlowMessage>
    );
  if (!data) return <FlowLoading />;
  const s = data.state;
  return (
    <Navigate
      to={s.stage === 'in-progress' ? data.next : statusPath(s.requisitionId, s.applicantId)}
      replace
    />
  );
};

/** /interviews/continue/:token — the emailed private link: opens the application on this device. */
const ContinuePage = () => (
  <Translated>
    <ContinueContent />
  </Translated>
);
export default ContinuePage;
