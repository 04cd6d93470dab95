import { Sun } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';
import { useMessages } from '@/client/lib/i18n';
import { useSearchParams } from '@/client/lib/navigation';
import { usePageTitle } from '@/client/lib/use-page-title';
import { LoginForm } from '../components/login-form';
import { authMessages } from '../messages';
import { RegisterForm } from '../components/register-form';

/** /login and /register are one card that toggles between the two modes (docs/product.md, "Sign-in and registration"). */
export function AuthPage() {
  const t = useMessages(authMessages);
  const isRegister = useLocation()[0] === '/register';
  // A screen that sent the shopper here (`?next=`) still gets them back after they switch to the other mode.
  const next = useSearchParams()[0].get('next');
  const other = `${isRegister ? '/login' : '/register'}${next ? `?next=${encodeURIComponent(next)}` : ''}`;
  usePageTitle(isRegister ? t('createAccount') : t('login'));
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
            <Sun className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold">{isRegister ? t('createAccount') : t('login')}</h1>
          <CardDescription>
            {isRegister ? t('registerIntro') : t('loginIntro')}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          {isRegister ? <RegisterForm /> : <LoginForm />}
          <p className="text-center text-sm text-muted-foreground">
            {isRegister ? t('haveAccount') : t('noAccount')}{' '}
            <Link to={other} replace className="font-medium text-foreground underline underline-offset-4">
              {isRegister ? t('login') : t('createAccount')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
