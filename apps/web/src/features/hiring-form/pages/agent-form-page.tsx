import { HiringForm } from '../components/hiring-form';
import { HiringFormPageLayout } from '../components/hiring-form-page-layout';

/** /talent-discovery-hiring-form/agent: call-center seats. */
const AgentFormPage = () => (
  <HiringFormPageLayout
    title="Hire call-center agents"
    intro="Tell us about the seats you need: channels, languages and the schedule. Fields marked * are required; it takes about five minutes."
  >
    <HiringForm type="agent" />
  </HiringFormPageLayout>
);
export default AgentFormPage;
