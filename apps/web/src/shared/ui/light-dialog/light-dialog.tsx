import { styled } from '@mui/material/styles';
import { type ReactNode, useEffect, useId, useRef } from 'react';

const Sheet = styled('dialog')(({ theme }) => ({
  boxSizing: 'border-box',
  margin: 'auto',
  padding: 0,
  border: 0,
  maxWidth: 600,
  width: 'calc(100% - 64px)',
  maxHeight: 'calc(100% - 64px)',
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  boxShadow: theme.shadows[24],
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
  '& .ld-title': { ...theme.typography.h6, margin: 0, padding: '16px 24px' },
  '& .ld-content': { padding: '0 24px 20px', overflowY: 'auto' },
  // DialogContentText.
  '& .ld-content > p': { ...theme.typography.body1, margin: 0, color: theme.palette.text.secondary },
  '& .ld-actions': { display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 8, padding: 8 },
}));

/**
 * MUI's Dialog (title, content, actions; the same paper, shadow and backdrop) as a native modal
 * `<dialog>`: the browser traps the focus, makes the page behind inert, closes on Escape and gives
 * the focus back to what opened it; no Modal, Portal or FocusTrap (issue 15 budget).
 */
export const LightDialog = ({
  open,
  onClose,
  title,
  children,
  actions,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
}) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <Sheet
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open && (
        <>
          <h2 className="ld-title" id={titleId}>
            {title}
          </h2>
          <div className="ld-content">{children}</div>
          <div className="ld-actions">{actions}</div>
        </>
      )}
    </Sheet>
  );
};
