import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { useMessages } from '@/client/lib/i18n';
import { usePageTitle } from '@/client/lib/use-page-title';
import { notFoundMessages } from './not-found/messages';

export function NotFoundPage() {
  const t = useMessages(notFoundMessages);
  usePageTitle(t('notFoundTitle'));
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6">
          <div className="flex items-center gap-2">
            <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">{t('notFoundTitle')}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{t('notFoundRouter')}</p>
          <p className="text-sm text-muted-foreground">{t('notFoundText')}</p>
          <Button asChild>
            <Link to="/">{t('backToShop')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
