import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, type ReactNode, useCallback, useContext, useId, useRef, useState } from 'react';

export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for deletes and other destructive actions. */
  destructive?: boolean;
}

type Confirm = (o: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Confirm | null>(null);

/** `const confirm = useConfirm(); if (await confirm({ title: 'Delete user?' })) …` */
export const useConfirm = (): Confirm => {
  const ctx = useContext(ConfirmContext);
  if (!ctx) throw new Error('useConfirm outside ConfirmProvider');
  return ctx;
};

export const ConfirmProvider = ({ children }: { children: ReactNode }) => {
  const [opts, setOpts] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<(v: boolean) => void>(undefined);
  const titleId = useId();
  const confirm = useCallback<Confirm>(
    (o) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setOpts(o);
      }),
    [],
  );
  const close = (v: boolean) => {
    resolver.current?.(v);
    resolver.current = undefined;
    setOpts(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog open={Boolean(opts)} titleId={titleId} options={opts} onClose={close} />
    </ConfirmContext.Provider>
  );
};

interface ConfirmDialogProps {
  open: boolean;
  titleId: string;
  options: ConfirmOptions | null;
  onClose: (confirmed: boolean) => void;
}

/** The dialog itself, also usable directly (e.g. the unsaved-changes blocker). */
export const ConfirmDialog = ({ open, titleId, options, onClose }: ConfirmDialogProps) => (
  <Dialog open={open} onClose={() => onClose(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
    <DialogTitle id={titleId}>{options?.title}</DialogTitle>
    {options?.message && (
      <DialogContent>
        <DialogContentText component="div">{options.message}</DialogContentText>
      </DialogContent>
    )}
    <DialogActions>
      <Button onClick={() => onClose(false)}>{options?.cancelLabel ?? 'Cancel'}</Button>
      <Button
        variant="contained"
        color={options?.destructive ? 'error' : 'primary'}
        onClick={() => onClose(true)}
        autoFocus
      >
        {options?.confirmLabel ?? 'Confirm'}
      </Button>
    </DialogActions>
  </Dialog>
);
