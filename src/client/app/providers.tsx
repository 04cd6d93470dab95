import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastOutlet } from '@/client/components/ui/toast-outlet';
import { ThemeProvider } from '@/client/lib/theme';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ToastOutlet />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
