import { Pencil, Trash2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';

/**
 * Wide tables scroll sideways on a phone instead of squeezing their columns. A table with nothing to focus in it (a
 * report's figures) names `scrollLabel`: its scrolling box then takes the keyboard's focus, so it can be scrolled
 * without a mouse (WCAG 2.1.1), and says what it holds.
 */
export function Table({ className, scrollLabel, ...props }: ComponentProps<'table'> & { scrollLabel?: string }) {
  return (
    <div className="w-full overflow-x-auto" {...(scrollLabel && { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 })}>
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}
const TH_ALIGN = { left: 'text-left', right: 'text-right' } as const;

export function Th({ className, align = 'left', ...props }: Omit<ComponentProps<'th'>, 'align'> & { align?: keyof typeof TH_ALIGN }) {
  return (
    <th
      className={cn('h-10 whitespace-nowrap border-b px-3 align-middle font-medium text-muted-foreground', TH_ALIGN[align], className)}
      {...props}
    />
  );
}
export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b px-3 py-2.5 align-middle', className)} {...props} />;
}

export interface Column<Row> {
  header: string;
  align?: keyof typeof TH_ALIGN;
  /** The cells' classes (a right-aligned column names `text-right` here too). */
  className?: string;
  cell(row: Row): ReactNode;
}

/** A table's header row: each column's header, aligned as its cells. */
export function HeaderRow({ columns }: { columns: { header: string; align?: keyof typeof TH_ALIGN }[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <Th key={column.header} scope="col" align={column.align}>
            {column.header}
          </Th>
        ))}
      </tr>
    </thead>
  );
}

/** A staff list: one header row, then a row per item, each cell drawn by its column. */
export function DataTable<Row extends { id: number }>({ rows, columns, rowTestId }: { rows: Row[]; columns: Column<Row>[]; rowTestId?: string }) {
  return (
    <Table>
      <HeaderRow columns={columns} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid={rowTestId}>
            {columns.map((column) => (
              <Td key={column.header} className={column.className}>
                {column.cell(row)}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The edit and delete buttons at the end of a row, named after the item for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit(): void; onDelete(): void }) {
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} onClick={onDelete}>
        <Trash2 className="text-destructive" />
      </Button>
    </>
  );
}

/** A list's last column: the row's edit and delete buttons. */
export function rowActionsColumn<Row extends { id: number; name: string }>(onEdit: (row: Row) => void, onDelete: (id: number) => void): Column<Row> {
  return {
    header: 'Actions',
    align: 'right',
    className: 'whitespace-nowrap text-right',
    cell: (row) => <RowActions name={row.name} onEdit={() => onEdit(row)} onDelete={() => onDelete(row.id)} />,
  };
}
