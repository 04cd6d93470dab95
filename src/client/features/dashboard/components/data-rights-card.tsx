import { Download, Eye, EyeOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { accountDataApi } from '@/shared/contract/account-data';
import { endpointUrl } from '@/shared/contract/endpoint';
import type { ErasedReviews } from '@/shared/schemas/account-data';
import type { User } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { TitledCard } from '@/client/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { PasswordField, PlainForm } from '@/client/features/auth/account-forms';
import { useCodeText, useMessages } from '@/client/lib/i18n';
import type { DeleteAccount } from '../api';
import { dashboardMessages } from '../messages';
import { DataSummary } from './data-summary';

/** "Delete my account": the password again, and what becomes of the reviews (docs/product.md, "Your data"). */
function DeleteAccountDialog({ deleteAccount, onClose }: { deleteAccount: DeleteAccount; onClose(): void }) {
  const t = useMessages(dashboardMessages);
  const text = useCodeText();
  const [password, setPassword] = useState('');
  const [reviews, setReviews] = useState<ErasedReviews>('keep');
  const [problem, setProblem] = useState<string>();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('deleteTitle')}</DialogTitle>
          <DialogDescription>{t('deleteText')}</DialogDescription>
        </DialogHeader>
        <PlainForm
          onSubmit={() => {
            if (!password) return setProblem(text('erase_password_required'));
            setProblem(undefined);
            deleteAccount.mutate({ password, reviews }, { onError: (error) => setProblem(text.error(error, t('deleteFailed'))) });
          }}
        >
          <PasswordField
            id="erase-password"
            label={t('deletePassword')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={problem}
          />
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium">{t('deleteReviews')}</legend>
            {(['keep', 'remove'] as const).map((choice) => (
              <label key={choice} className="flex items-center gap-2 text-sm">
                <input type="radio" name="erase-reviews" value={choice} checked={reviews === choice} onChange={() => setReviews(choice)} />
                {t(choice === 'keep' ? 'keepReviews' : 'removeReviews')}
              </label>
            ))}
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={deleteAccount.isPending}>
              {deleteAccount.isPending ? t('deleting') : t('deleteConfirm')}
            </Button>
          </DialogFooter>
        </PlainForm>
      </DialogContent>
    </Dialog>
  );
}

/** A copy of one's data for everyone; erasure for customers (staff accounts are changed by a super admin). */
export function DataRightsCard({ user, deleteAccount }: { user: User; deleteAccount: DeleteAccount }) {
  const t = useMessages(dashboardMessages);
  const [deleting, setDeleting] = useState(false);
  const [showing, setShowing] = useState(false);
  return (
    <TitledCard title={t('yourData')} contentClassName="space-y-3">
      <p className="text-sm text-muted-foreground">
        {t('yourDataText')}{' '}
        <Link href="/privacy" className="underline underline-offset-2">
          {t('privacyLink')}
        </Link>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={endpointUrl(accountDataApi.export)} download>
            <Download aria-hidden="true" /> {t('downloadData')}
          </a>
        </Button>
        <Button variant="outline" size="sm" aria-expanded={showing} onClick={() => setShowing(!showing)}>
          {showing ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />} {t(showing ? 'hideData' : 'seeData')}
        </Button>
        {user.role === 'customer' && (
          <Button variant="outline" size="sm" className="text-destructive" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" /> {t('deleteAccount')}
          </Button>
        )}
      </div>
      {showing && <DataSummary />}
      {deleting && <DeleteAccountDialog deleteAccount={deleteAccount} onClose={() => setDeleting(false)} />}
    </TitledCard>
  );
}
