import { Sun } from 'lucide-react';
import { useLocation } from 'wouter';
import { useMessages } from '@/client/lib/i18n';
import { useSearchParams } from '@/client/lib/navigation';
import { usePageTitle } from '@/client/lib/use-page-title';
import { AuthAlternative, AuthCard } from '../account-forms';
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
    <AuthCard icon={Sun} title={isRegister ? t('createAccount') : t('login')} description={isRegister ? t('registerIntro') : t('loginIntro')}>
      {isRegister ? <RegisterForm /> : <LoginForm />}
      <AuthAlternative prompt={isRegister ? t('haveAccount') : t('noAccount')} to={other} replace>
        {isRegister ? t('login') : t('createAccount')}
      </AuthAlternative>
    </AuthCard>
  );
}
