import { useMutation, useQuery } from '@tanstack/react-query';
import { ImagePlus, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { nairobiDay } from '@/shared/dates';
import {
  INSTALLATION_STATUS_LABELS,
  INSTALLATION_STATUSES,
  INSTALLATION_TRANSITIONS,
  ROOF_TYPE_LABELS,
  type InstallationStatus,
} from '@/shared/installation';
import { INSTALLATION_LIMITS } from '@/shared/installation-limits';
import { formatKsh } from '@/shared/money';
import { countyBySlug } from '@/shared/planner/counties';
import type { AdminInstallation, InstallationStep } from '@/shared/schemas/installation';
import { Badge } from '@/client/components/ui/badge';
import { Field, Input, Label, Textarea } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { UserText } from '@/client/components/user-text';
import { ImageFileInput } from '@/client/components/image-file-input';
import { PhotoThumbnails } from '@/client/components/photo-thumbnails';
import { notifyError } from '@/client/lib/notify';
import { adminInstallationsQuery, techniciansQuery, useMoveInstallation } from '../api';
import { typedNumber } from '../format';
import { AdminHeader } from './admin-header';
import { uploadStaffImage } from './image-upload';
import { PagedList, StatusFilter, useFilterPage } from './paged-list';
import { MoveDialog, moveOnColumn, StepList } from './status-flow';

const variant = (status: InstallationStatus) => (status === 'cancelled' ? 'destructive' : status === 'done' ? 'secondary' : 'default');
const countyName = (slug: string) => countyBySlug(slug)?.name ?? slug;

/** What the customer asked for and every step so far, with who made it. */
function InstallationDetails({ installation: one }: { installation: AdminInstallation }) {
  return (
    <div className="space-y-3 text-sm">
      <p className="wrap-anywhere">
        Order #{one.orderNumber} · {one.customer.firstName} {one.customer.lastName} · {one.phoneNumber}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">Site</dt>
        <dd className="wrap-anywhere">
          {countyName(one.county)} · {one.deliveryAddress}
        </dd>
        <dt className="text-muted-foreground">Preferred</dt>
        <dd>{one.preferredDates.join(', ')}</dd>
        <dt className="text-muted-foreground">Roof</dt>
        <dd>
          {ROOF_TYPE_LABELS[one.roofType]} · {one.distanceMetres} m to the batteries
        </dd>
        <dt className="text-muted-foreground">Needs</dt>
        <dd>Class {one.neededClass} technician or higher</dd>
        {one.fee !== null && (
          <>
            <dt className="text-muted-foreground">Fee</dt>
            <dd>{formatKsh(one.fee)}</dd>
          </>
        )}
        {one.technician && (
          <>
            <dt className="text-muted-foreground">Technician</dt>
            <dd className="wrap-anywhere">
              {one.technician.name} ({one.technician.licenceClass}), {one.technician.phone}
              {one.scheduledDate && ` on ${one.scheduledDate}`}
            </dd>
          </>
        )}
      </dl>
      {one.siteNotes && (
        <p className="wrap-anywhere">
          <span className="font-medium">Site notes: </span>
          <UserText text={one.siteNotes} />
        </p>
      )}
      {one.commissioning && (
        <p className="wrap-anywhere">
          Commissioned: panels {one.commissioning.panelStringVolts} V
          {one.commissioning.batteryVolts && `, battery ${one.commissioning.batteryVolts} V`}; {one.commissioning.inverterSettings}
        </p>
      )}
      <StepList
        steps={one.steps}
        describe={(step) => (
          <>
            <span className="font-medium">{INSTALLATION_STATUS_LABELS[step.status]}</span>
            {step.fee !== null && ` ${formatKsh(step.fee)}`}
            {step.technicianName && ` · ${step.technicianName}`}
            {step.scheduledDate && ` · ${step.scheduledDate}`}
          </>
        )}
      />
    </div>
  );
}

/** The technicians who may take this installation: active, serving its county, of its class or higher. */
function TechnicianSelect({ installation, value, onChange }: { installation: AdminInstallation; value: string; onChange(id: string): void }) {
  const { data } = useQuery(techniciansQuery({ county: installation.county, neededClass: installation.neededClass, limit: 100 }));
  return (
    <Field id="installation-technician" label="Technician">
      <NativeSelect id="installation-technician" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">
          {data?.items.length === 0 ? `No technician serves ${countyName(installation.county)} at this class` : 'Choose a technician'}
        </option>
        {data?.items.map((technician) => (
          <option key={technician.id} value={technician.id}>
            {technician.name} ({technician.licenceClass})
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/** A number field's input for a voltage measured at commissioning, to the tenth of a volt. */
const VOLTS = { type: 'number', inputMode: 'decimal', step: '0.1', min: '0' } as const;

/** The next step: only what INSTALLATION_TRANSITIONS allows, each with what it sets. */
function MoveInstallationDialog({ installation, onClose }: { installation: AdminInstallation; onClose(): void }) {
  const next = INSTALLATION_TRANSITIONS[installation.status];
  const [status, setStatus] = useState<InstallationStatus | ''>(next[0] ?? '');
  const [fee, setFee] = useState(installation.fee ?? '');
  const [technicianId, setTechnicianId] = useState('');
  const [date, setDate] = useState(installation.preferredDates[0] ?? '');
  const [panelVolts, setPanelVolts] = useState('');
  const [batteryVolts, setBatteryVolts] = useState('');
  const [inverterSettings, setInverterSettings] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const move = useMoveInstallation();
  const upload = useMutation({
    mutationFn: (files: File[]) => Promise.all(files.slice(0, INSTALLATION_LIMITS.maxPhotos - photos.length).map(uploadStaffImage)),
    onSuccess: (paths) => setPhotos((current) => [...current, ...paths]),
    onError: (error) => notifyError(error, 'Upload failed', error instanceof Error ? error.message : 'Failed to upload photos'),
  });
  const step = (): InstallationStep | null => {
    if (status === 'quoted') return { status, fee };
    if (status === 'scheduled') return { status, technicianId: Number(technicianId), date };
    if (status === 'done')
      return {
        status,
        panelStringVolts: typedNumber(panelVolts),
        ...(batteryVolts !== '' && { batteryVolts: Number(batteryVolts) }),
        inverterSettings,
        photos,
      };
    if (status === 'cancelled') return { status, reason };
    return null;
  };
  const submit = () => {
    const body = step();
    if (body) move.mutate({ id: installation.id, step: body }, { onSuccess: onClose });
  };
  return (
    <MoveDialog
      idPrefix="installation"
      title={`Installation #${installation.id}`}
      status={installation.status}
      labels={INSTALLATION_STATUS_LABELS}
      since={installation.steps.at(-1)!.changedAt}
      details={<InstallationDetails installation={installation} />}
      next={next}
      endedText={`This installation is ${INSTALLATION_STATUS_LABELS[installation.status].toLowerCase()}; it goes no further.`}
      nextLabel="Next step"
      chosen={status}
      onChoose={setStatus}
      mutation={move}
      busy={upload.isPending}
      failedText="Failed to update the installation"
      submitText="Update installation"
      onSubmit={submit}
      onClose={onClose}
    >
      {status === 'quoted' && (
        <Field id="installation-fee" label="Fee (KSh), added to the order">
          <Input
            id="installation-fee"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            value={fee}
            onChange={(event) => setFee(event.target.value)}
          />
        </Field>
      )}
      {status === 'scheduled' && (
        <>
          <TechnicianSelect installation={installation} value={technicianId} onChange={setTechnicianId} />
          <Field id="installation-date" label="Day">
            <Input id="installation-date" type="date" min={nairobiDay()} value={date} onChange={(event) => setDate(event.target.value)} />
          </Field>
        </>
      )}
      {status === 'done' && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="installation-panel-volts" label="Panel string voltage (V)">
              <Input id="installation-panel-volts" {...VOLTS} value={panelVolts} onChange={(event) => setPanelVolts(event.target.value)} />
            </Field>
            <Field id="installation-battery-volts" label="Battery voltage (V, optional)">
              <Input id="installation-battery-volts" {...VOLTS} value={batteryVolts} onChange={(event) => setBatteryVolts(event.target.value)} />
            </Field>
          </div>
          <Field id="installation-inverter" label="Inverter settings noted">
            <Textarea
              id="installation-inverter"
              rows={3}
              maxLength={INSTALLATION_LIMITS.maxInverterSettings}
              value={inverterSettings}
              onChange={(event) => setInverterSettings(event.target.value)}
            />
          </Field>
          <div className="space-y-2">
            <p className="text-sm font-medium">
              Photos ({photos.length} of at most {INSTALLATION_LIMITS.maxPhotos})
            </p>
            <PhotoThumbnails photos={photos} alt={(number) => `Commissioning photo ${number}`} />
            {photos.length < INSTALLATION_LIMITS.maxPhotos && (
              <Label className="inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm">
                {upload.isPending ? (
                  <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                ) : (
                  <ImagePlus aria-hidden="true" className="size-4" />
                )}
                Add photos
                <ImageFileInput className="sr-only" data-testid="commissioning-photo-input" onFiles={(files) => upload.mutate(files)} />
              </Label>
            )}
          </div>
        </>
      )}
      {status === 'cancelled' && (
        <Field id="installation-reason" label="Reason (sent to the customer)">
          <Textarea
            id="installation-reason"
            rows={3}
            maxLength={INSTALLATION_LIMITS.maxReason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
      )}
    </MoveDialog>
  );
}

/** /admin/installations: customers' installation requests, newest first, to quote, schedule, complete or cancel. */
export function InstallationsScreen() {
  const [status, setStatus] = useState<InstallationStatus | ''>('');
  const [page, setPage] = useFilterPage(status);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, isLoading, isError } = useQuery(adminInstallationsQuery({ status: status || undefined, page }));
  const open = data?.items.find((one) => one.id === openId);
  return (
    <>
      <AdminHeader
        title="Installations"
        subtitle="Quote each request (the fee is added to the order), assign a technician and a day, then record the commissioning; the customer is e-mailed at each step"
      />
      <PagedList
        title="Installations"
        filters={
          <StatusFilter
            id="installation-status-filter"
            value={status}
            onChange={setStatus}
            values={INSTALLATION_STATUSES}
            labels={INSTALLATION_STATUS_LABELS}
          />
        }
        data={data}
        isLoading={isLoading}
        isError={isError}
        failedText="Failed to load installations"
        emptyText={status ? 'No installations with this status' : 'No installation requests yet'}
        rowTestId="admin-installation"
        columns={[
          { header: 'Request', className: 'font-medium', cell: (one) => `#${one.id}` },
          { header: 'Order', className: 'whitespace-nowrap', cell: (one) => `#${one.orderNumber}` },
          { header: 'Customer', cell: (one) => `${one.customer.firstName} ${one.customer.lastName}` },
          { header: 'County', cell: (one) => countyName(one.county) },
          { header: 'Class', cell: (one) => one.neededClass },
          { header: 'Status', cell: (one) => <Badge variant={variant(one.status)}>{INSTALLATION_STATUS_LABELS[one.status]}</Badge> },
          moveOnColumn<AdminInstallation>('installation', (one) => INSTALLATION_TRANSITIONS[one.status].length === 0, setOpenId),
        ]}
        page={page}
        onPage={setPage}
        pagerLabel="Installation pages"
      />
      {open && <MoveInstallationDialog key={`${open.id}-${open.status}-${open.steps.length}`} installation={open} onClose={() => setOpenId(null)} />}
    </>
  );
}
