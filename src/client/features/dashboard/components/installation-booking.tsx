import { useQuery } from '@tanstack/react-query';
import { Wrench } from 'lucide-react';
import { useState } from 'react';
import { formatDay, nairobiDay } from '@/shared/dates';
import { ROOF_TYPES, type RoofType } from '@/shared/installation';
import { INSTALLATION_LIMITS } from '@/shared/installation-limits';
import { formatKsh } from '@/shared/money';
import { COUNTIES_BY_NAME, countyBySlug } from '@/shared/planner/counties';
import type { Installation } from '@/shared/schemas/installation';
import { phoneText, telHref } from '@/shared/phone';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { TitledCard } from '@/client/components/ui/card';
import { Field, Input, Textarea } from '@/client/components/ui/input';
import { LiveForm } from '@/client/components/ui/live-form';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { UserText } from '@/client/components/user-text';
import { PhotoThumbnails } from '@/client/components/photo-thumbnails';
import { useCodeText, useMessages } from '@/client/lib/i18n';
import { orderInstallationQuery, useRequestInstallation } from '../api';
import { dashboardMessages } from '../messages';
import { formatOrderTime } from '../order-time';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => nairobiDay(new Date(Date.now() + days * DAY_MS));
const statusVariant = (status: Installation['status']) => (status === 'cancelled' ? 'destructive' : status === 'done' ? 'secondary' : 'default');

/** The request form: county, three preferred days, the roof and the distance to the batteries, and notes (docs/product.md, "Installation"). */
function RequestForm({ orderNumber, defaultCounty }: { orderNumber: string; defaultCounty: string }) {
  const t = useMessages(dashboardMessages);
  const text = useCodeText();
  const request = useRequestInstallation(orderNumber);
  const [county, setCounty] = useState(defaultCounty);
  const [dates, setDates] = useState(['', '', '']);
  const [roofType, setRoofType] = useState<RoofType | ''>('');
  const [distance, setDistance] = useState('');
  const [siteNotes, setSiteNotes] = useState('');
  const [error, setError] = useState<string>();
  const id = (field: string) => `installation-${field}`;

  function send() {
    if (!county || dates.some((date) => !date) || !roofType || distance === '') return setError(t('installationFillAll'));
    setError(undefined);
    request.mutate(
      { county, preferredDates: dates, roofType, distanceMetres: Number(distance), siteNotes },
      {
        onSuccess: () => toast({ title: t('installationSent'), description: t('installationSentText') }),
        onError: (failure) => setError(text.error(failure, t('installationFailed'))),
      },
    );
  }

  return (
    <LiveForm
      noValidate
      className="space-y-4"
      aria-label={t('installationAsk')}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Field id={id('county')} label={t('installationCounty')}>
        <NativeSelect id={id('county')} value={county} onChange={(event) => setCounty(event.target.value)}>
          <option value="">{t('installationChooseCounty')}</option>
          {COUNTIES_BY_NAME.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('installationDates')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {dates.map((date, index) => (
            <Input
              key={index}
              type="date"
              aria-label={t('installationDate', { number: index + 1 })}
              min={dayFromToday(1)}
              max={dayFromToday(INSTALLATION_LIMITS.maxDaysAhead)}
              value={date}
              onChange={(event) => setDates(dates.map((other, at) => (at === index ? event.target.value : other)))}
            />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('roof')} label={t('installationRoof')}>
          <NativeSelect id={id('roof')} value={roofType} onChange={(event) => setRoofType(event.target.value as RoofType)}>
            <option value="">{t('installationChooseRoof')}</option>
            {ROOF_TYPES.map((roof) => (
              <option key={roof} value={roof}>
                {t(`roof_${roof}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={id('distance')} label={t('installationDistance')}>
          <Input
            id={id('distance')}
            type="number"
            inputMode="numeric"
            min={0}
            max={INSTALLATION_LIMITS.maxDistanceMetres}
            step={1}
            value={distance}
            onChange={(event) => setDistance(event.target.value)}
          />
        </Field>
      </div>
      <Field id={id('notes')} label={t('installationNotes')} hint={t('installationNotesHint')}>
        <Textarea
          id={id('notes')}
          rows={3}
          maxLength={INSTALLATION_LIMITS.maxSiteNotes}
          value={siteNotes}
          onChange={(event) => setSiteNotes(event.target.value)}
        />
      </Field>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={request.isPending}>
        <Wrench aria-hidden="true" /> {request.isPending ? t('installationSending') : t('installationAsk')}
      </Button>
    </LiveForm>
  );
}

/** One installation as the customer follows it: its status, fee, day and technician, and each step. */
function InstallationView({ installation }: { installation: Installation }) {
  const t = useMessages(dashboardMessages);
  const { technician, commissioning } = installation;
  return (
    <div className="space-y-3" data-testid="installation">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">{t('installationFor', { county: countyBySlug(installation.county)?.name ?? installation.county })}</h3>
        <Badge variant={statusVariant(installation.status)}>{t(`installationStatus_${installation.status}`)}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('installationPreferred')}</dt>
        <dd>{installation.preferredDates.map((day) => formatDay(day, t.locale)).join(', ')}</dd>
        {installation.fee !== null && installation.status !== 'cancelled' && (
          <>
            <dt className="text-muted-foreground">{t('installationFee')}</dt>
            <dd className="font-medium">{formatKsh(installation.fee)}</dd>
          </>
        )}
        {installation.scheduledDate && (
          <>
            <dt className="text-muted-foreground">{t('installationScheduled')}</dt>
            <dd className="font-medium">{formatDay(installation.scheduledDate, t.locale)}</dd>
          </>
        )}
        {technician && (
          <>
            <dt className="text-muted-foreground">{t('installationTechnician')}</dt>
            <dd className="wrap-anywhere">
              {technician.name} ({technician.licenceClass}),{' '}
              <a className="underline" href={telHref(technician.phone)}>
                {phoneText(technician.phone)}
              </a>
            </dd>
          </>
        )}
        {installation.cancelReason && (
          <>
            <dt className="text-muted-foreground">{t('installationReasonLabel')}</dt>
            <dd className="wrap-anywhere">
              <UserText text={installation.cancelReason} />
            </dd>
          </>
        )}
      </dl>
      {commissioning && (
        <div className="space-y-2 rounded-md border p-3 text-sm" data-testid="commissioning">
          <p className="font-medium">{t('commissioningRecord')}</p>
          <p>{t('commissioningPanels', { volts: commissioning.panelStringVolts })}</p>
          {commissioning.batteryVolts && <p>{t('commissioningBattery', { volts: commissioning.batteryVolts })}</p>}
          <p className="wrap-anywhere">
            {t('commissioningInverter')} <UserText text={commissioning.inverterSettings} />
          </p>
          <PhotoThumbnails photos={commissioning.photos} alt={(number) => t('commissioningPhotoAlt', { number })} />
        </div>
      )}
      <ol className="space-y-2 border-l pl-4" aria-label={t('installationSteps')}>
        {installation.steps.map((step, index) => (
          <li key={index}>
            <p className="text-sm font-medium">
              {t(`installationStatus_${step.status}`)}
              {step.status === 'quoted' && step.fee !== null && ` · ${formatKsh(step.fee)}`}
              {step.scheduledDate && ` · ${formatDay(step.scheduledDate, t.locale)}`}
              {step.technicianName && ` · ${step.technicianName}`}
            </p>
            {step.note && <p className="text-sm wrap-anywhere">{t('installationReason', { reason: step.note })}</p>}
            <time dateTime={step.changedAt} className="text-xs text-muted-foreground">
              {formatOrderTime(step.changedAt, t.locale)}
            </time>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The order page's "Installation" card, for an order with goods that need installing or an installation: the form
 * while one can be asked for, and each installation's steps. An installation stays shown once its goods no longer
 * need one (the product deleted or changed): its quote and commissioning record are kept here.
 */
export function InstallationCard({ orderNumber, defaultCounty }: { orderNumber: string; defaultCounty: string | null }) {
  const t = useMessages(dashboardMessages);
  const installation = useQuery(orderInstallationQuery(orderNumber));
  const data = installation.data;
  if (!data || (!data.needed && data.installations.length === 0)) return null;
  return (
    // The checkout's confirmation links here (#installation).
    <div id="installation">
      <TitledCard title={t('installation')} contentClassName="space-y-6">
        {data.canRequest && (
          <div className="space-y-3">
            <p className="text-sm text-muted-foreground">{t('installationIntro', { class: data.neededClass ?? '' })}</p>
            <RequestForm orderNumber={orderNumber} defaultCounty={defaultCounty ?? ''} />
          </div>
        )}
        {data.installations.map((one) => (
          <InstallationView key={one.id} installation={one} />
        ))}
      </TitledCard>
    </div>
  );
}
