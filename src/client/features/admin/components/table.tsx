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
export function Th({ className, ...props }: ComponentProps<'th'>) {
  return <th className={cn('h-10 whitespace-nowrap border-b px-3 text-left align-middle font-medium text-muted-foreground', className)} {...props} />;
}
export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b px-3 py-2.5 align-middle', className)} {...props} />;
}
