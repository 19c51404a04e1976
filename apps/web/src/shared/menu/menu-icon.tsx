import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assessment from '@mui/icons-material/Assessment';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Business from '@mui/icons-material/Business';
import Checklist from '@mui/icons-material/Checklist';
import Circle from '@mui/icons-material/Circle';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Mail from '@mui/icons-material/EmailOutlined';
import Folder from '@mui/icons-material/Folder';
import Groups from '@mui/icons-material/Groups';
import Help from '@mui/icons-material/HelpOutlineOutlined';
import History from '@mui/icons-material/History';
import Inventory from '@mui/icons-material/Inventory2';
import Key from '@mui/icons-material/Key';
import Keyboard from '@mui/icons-material/Keyboard';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import People from '@mui/icons-material/People';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Plagiarism from '@mui/icons-material/Plagiarism';
import Quiz from '@mui/icons-material/Quiz';
import Speed from '@mui/icons-material/Speed';
import Translate from '@mui/icons-material/Translate';
import Videocam from '@mui/icons-material/Videocam';
import VideoLibrary from '@mui/icons-material/VideoLibrary';
import Webhook from '@mui/icons-material/Webhook';
import Work from '@mui/icons-material/Work';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

/** The contract names icons by string (it holds no UI code); this maps them to components. */
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  dashboard: Dashboard,
  business: Business,
  work: Work,
  people: People,
  'person-add': PersonAdd,
  'assignment-ind': AssignmentInd,
  quiz: Quiz,
  help: Help,
  checklist: Checklist,
  videocam: Videocam,
  'video-library': VideoLibrary,
  description: Description,
  keyboard: Keyboard,
  translate: Translate,
  assessment: Assessment,
  'ondemand-video': OndemandVideo,
  plagiarism: Plagiarism,
  speed: Speed,
  groups: Groups,
  'auto-awesome': AutoAwesome,
  'manage-accounts': ManageAccounts,
  'admin-panel-settings': AdminPanelSettings,
  inventory: Inventory,
  history: History,
  key: Key,
  webhook: Webhook,
  mail: Mail,
  folder: Folder,
};

export const MenuIcon = ({ name, ...props }: { name?: string } & SvgIconProps) => {
  const Icon = (name && ICONS[name]) || Circle;
  return <Icon {...props} />;
};
