import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Can } from '../permissions/use-can';

/** A list's "New …" link, shown to those who may edit the menu item `menuId`. */
export const NewItemButton = ({
  menuId,
  to,
  variant = 'contained',
  children,
}: {
  menuId: string;
  to: string;
  variant?: 'contained' | 'outlined';
  children: ReactNode;
}) => (
  <Can id={menuId} op="edit">
    <Button variant={variant} startIcon={<Add />} component={Link} to={to}>
      {children}
    </Button>
  </Can>
);

/** A row's delete button ("Delete <name>"), shown to those who may delete in the menu item `menuId`. */
export const DeleteRowButton = ({
  menuId,
  name,
  onClick,
}: {
  menuId: string;
  name: string;
  onClick: () => void;
}) => (
  <Can id={menuId} op="delete">
    <IconButton aria-label={`Delete ${name}`} onClick={onClick}>
      <DeleteOutline fontSize="small" />
    </IconButton>
  </Can>
);

/** A row's small icon button with a tooltip (`title`) and its own accessible name (`label`). */
export const RowActionButton = ({
  title,
  label,
  icon,
  onClick,
}: {
  title: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
}) => (
  <Tooltip title={title}>
    <IconButton size="small" aria-label={label} onClick={onClick}>
      {icon}
    </IconButton>
  </Tooltip>
);
