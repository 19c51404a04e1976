import { OPERATION_LABELS, OPERATIONS, type TOperation, type TPermissions } from '@ats/contract';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo } from 'react';
import { type MatrixRow, matrixRows, setAllOperations, toggleOperation } from '../hooks/permission-matrix';

interface Props {
  value: TPermissions;
  onChange: (next: TPermissions) => void;
  readOnly?: boolean;
  roleName: string;
  /** Operations the signed-in user may give; the others stay disabled (no escalation). */
  canGrant?: (menuItemId: string, op: TOperation) => boolean;
}

/** Menu items × the operations each supports; unsupported cells show a dash, not a checkbox. */
export const PermissionMatrixTable = ({
  value,
  onChange,
  readOnly,
  roleName,
  canGrant = () => true,
}: Props) => {
  const rows = useMemo(matrixRows, []);
  const groups = useMemo(() => {
    const out: [string, MatrixRow[]][] = [];
    for (const r of rows) {
      const last = out[out.length - 1];
      if (last && last[0] === r.group) last[1].push(r);
      else out.push([r.group, [r]]);
    }
    return out;
  }, [rows]);
  return (
    // Focusable so the matrix can be scrolled from the keyboard on narrow screens.
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={`Permission matrix of ${roleName}`}
    >
      <Table size="small" aria-label={`Permissions of ${roleName}`} stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell sx={{ minWidth: { xs: 140, sm: 200 } }}>Screen</TableCell>
            <TableCell align="center">All</TableCell>
            {OPERATIONS.map((op) => (
              <TableCell key={op} align="center">
                {OPERATION_LABELS[op]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map(([group, items]) => (
            <Fragment key={group}>
              <TableRow>
                <TableCell colSpan={OPERATIONS.length + 2} sx={{ bgcolor: 'action.hover', py: 0.75 }}>
                  <Typography variant="subtitle2" component="h3">
                    {group}
                  </Typography>
                </TableCell>
              </TableRow>
              {items.map(({ item, section }) => {
                const flags = value[item.id];
                const supported = item.operations ?? [];
                const all = supported.every((op) => flags?.[op]);
                const some = supported.some((op) => flags?.[op]);
                const name = section ? `${section}: ${item.title}` : item.title;
                return (
                  <TableRow key={item.id} hover data-permission-row={item.id}>
                    <TableCell component="th" scope="row">
                      <Typography variant="body2">{item.title}</Typography>
                      {section && (
                        <Typography variant="caption" color="text.secondary">
                          {section}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="center" padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={all}
                        indeterminate={some && !all}
                        disabled={readOnly || !supported.every((op) => canGrant(item.id, op))}
                        onChange={(e) => onChange(setAllOperations(value, item, e.target.checked))}
                        slotProps={{ input: { 'aria-label': `${name}: all operations` } }}
                      />
                    </TableCell>
                    {OPERATIONS.map((op) => (
                      <TableCell key={op} align="center" padding="checkbox">
                        {supported.includes(op) ? (
                          <Checkbox
                            size="small"
                            checked={Boolean(flags?.[op])}
                            disabled={readOnly || !canGrant(item.id, op)}
                            onChange={(e) => onChange(toggleOperation(value, item, op, e.target.checked))}
                            slotProps={{ input: { 'aria-label': `${name}: ${OPERATION_LABELS[op]}` } }}
                          />
                        ) : (
                          <Typography variant="body2" color="text.disabled" aria-label="Not applicable">
                            —
                          </Typography>
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
