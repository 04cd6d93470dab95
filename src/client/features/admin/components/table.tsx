import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/utils';

// Wide tables scroll sideways on a phone instead of squeezing their columns.
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="w-full overflow-x-auto">
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}
const TH_ALIGN = { left: 'text-left', right: 'text-right' } as const;

export function Th({ className, align = 'left', ...props }: Omit<ComponentProps<'th'>, 'align'> & { align?: keyof typeof TH_ALIGN }) {
  return <th className={cn('h-10 whitespace-nowrap border-b px-3 align-middle font-medium text-muted-foreground', TH_ALIGN[align], className)} {...props} />;
}
export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b px-3 py-2.5 align-middle', className)} {...props} />;
}
