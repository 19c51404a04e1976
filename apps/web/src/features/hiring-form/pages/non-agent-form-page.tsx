import { HiringForm } from '../components/hiring-form';
import { HiringFormPageLayout } from '../components/hiring-form-page-layout';

/** /talent-discovery-hiring-form/non-agent: corporate and support roles. */
const NonAgentFormPage = () => (
  <HiringFormPageLayout
    title="Hire for a corporate or support role"
    intro="Tell us about the role: department, seniority and the skills it needs. Fields marked * are required; it takes about five minutes."
  >
    <HiringForm type="non-agent" />
  </HiringFormPageLayout>
);
export default NonAgentFormPage;
