import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { CountyDelivery } from '@/shared/delivery';
import { formatKsh } from '@/shared/money';
import type { PickupPoint, PickupPointInput } from '@/shared/schemas/delivery';
import { Button } from '@/client/components/ui/button';
import { TitledCard } from '@/client/components/ui/card';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Field, Input, Label, TelInput } from '@/client/components/ui/input';
import { useAuth } from '@/client/features/auth/api';
import { deliveryOptionsQuery, useDeletePickupPoint, useSavePickupPoint, useSetCountyDelivery } from '../api';
import { typedNumber } from '../format';
import { AdminHeader } from './admin-header';
import { ConfirmDelete } from './confirm-delete';
import { ItemDialog, SaveEnd } from './form-dialog';
import { QueryState } from './query-state';
import { DataTable, RowActions } from './table';

/** A county as a table row: its place in the list (by name, fixed) is its key. */
type CountyRow = CountyDelivery & { id: number };

const days = (county: CountyDelivery) =>
  county.minDays === null ? '—' : county.minDays === county.maxDays ? `${county.minDays} days` : `${county.minDays}–${county.maxDays} days`;

/** A county's terms, whole; the server checks them and a refusal stays in the dialog (docs/product.md, "Delivery"). */
function CountyForm({ county, onSaved }: { county: CountyRow; onSaved: () => void }) {
  const [available, setAvailable] = useState(county.available);
  const [fee, setFee] = useState(county.fee ?? '');
  const [minDays, setMinDays] = useState(String(county.minDays ?? ''));
  const [maxDays, setMaxDays] = useState(String(county.maxDays ?? ''));
  const [freeAbove, setFreeAbove] = useState(county.freeAbove ?? '');
  const [problem, setProblem] = useState<string>();
  const save = useSetCountyDelivery(county.slug, onSaved, setProblem);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    save.mutate({ available, fee, minDays: typedNumber(minDays), maxDays: typedNumber(maxDays), freeAbove: freeAbove.trim() || null });
  };
  const id = `county-${county.slug}`;
  return (
    <form noValidate className="space-y-4" onSubmit={submit} aria-label={`Delivery to ${county.name}`}>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-available`} checked={available} onChange={(event) => setAvailable(event.target.checked)} />
        <Label htmlFor={`${id}-available`}>Delivered to {county.name}</Label>
      </div>
      <Field id={`${id}-fee`} label="Delivery fee (KSh)">
        <Input id={`${id}-fee`} inputMode="decimal" value={fee} onChange={(event) => setFee(event.target.value)} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={`${id}-min`} label="Fewest days">
          <Input id={`${id}-min`} inputMode="numeric" value={minDays} onChange={(event) => setMinDays(event.target.value)} />
        </Field>
        <Field id={`${id}-max`} label="Most days">
          <Input id={`${id}-max`} inputMode="numeric" value={maxDays} onChange={(event) => setMaxDays(event.target.value)} />
        </Field>
      </div>
      <Field id={`${id}-free`} label="Free delivery from (KSh, optional)" hint="Orders whose goods are worth at least this are delivered free">
        <Input id={`${id}-free`} inputMode="decimal" value={freeAbove} onChange={(event) => setFreeAbove(event.target.value)} />
      </Field>
      <SaveEnd problem={problem} pending={save.isPending} label="Save Terms" />
    </form>
  );
}

const BLANK_POINT: PickupPointInput = { name: '', town: '', address: '', hours: '', phone: '' };
const POINT_FIELDS: { key: keyof PickupPointInput; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'town', label: 'Town' },
  { key: 'address', label: 'Address' },
  { key: 'hours', label: 'Opening hours' },
];

function PickupPointForm({ point, onSaved }: { point?: PickupPoint; onSaved?: () => void }) {
  const [values, setValues] = useState<PickupPointInput>(point ?? BLANK_POINT);
  const save = useSavePickupPoint(point?.id, () => {
    if (!point) setValues(BLANK_POINT);
    onSaved?.();
  });
  const id = point ? `pickup-${point.id}` : 'pickup-new';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };
  return (
    <form noValidate className="space-y-4" onSubmit={submit} aria-label={point ? `Edit ${point.name}` : 'Add a pickup point'}>
      {POINT_FIELDS.map(({ key, label }) => (
        <Field key={key} id={`${id}-${key}`} label={label}>
          <Input id={`${id}-${key}`} value={values[key]} onChange={(event) => setValues({ ...values, [key]: event.target.value })} />
        </Field>
      ))}
      <Field id={`${id}-phone`} label="Phone">
        <TelInput id={`${id}-phone`} value={values.phone} onChange={(event) => setValues({ ...values, phone: event.target.value })} />
      </Field>
      <Button type="submit" disabled={save.isPending}>
        {!point && <Plus />} {point ? 'Save Changes' : 'Add Pickup Point'}
      </Button>
    </form>
  );
}

/** What delivery costs where, and where to collect (docs/product.md, "Delivery"); super admins change them. */
export function DeliveryScreen() {
  const { data, isLoading, isError } = useQuery(deliveryOptionsQuery);
  const { isSuperAdmin } = useAuth();
  const [county, setCounty] = useState<CountyRow | null>(null);
  const [point, setPoint] = useState<PickupPoint | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const remove = useDeletePickupPoint(() => setDeletingId(null));
  const counties = data?.counties.map((entry, index) => ({ ...entry, id: index + 1 }));

  return (
    <>
      <AdminHeader title="Delivery" subtitle="What delivery costs in each county, how long it takes, and where customers can collect" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TitledCard title="Delivery by county">
          <QueryState data={counties} isLoading={isLoading} isError={isError} failedText="Failed to load the delivery terms">
            {(rows) => (
              <DataTable<CountyRow>
                rows={rows}
                rowTestId="county-delivery"
                columns={[
                  { header: 'County', className: 'font-medium', cell: (row) => row.name },
                  { header: 'Delivered', cell: (row) => (row.available ? 'Yes' : 'No') },
                  { header: 'Fee', className: 'whitespace-nowrap', cell: (row) => (row.fee === null ? 'To be confirmed' : formatKsh(row.fee)) },
                  { header: 'Days', className: 'whitespace-nowrap', cell: days },
                  { header: 'Free from', className: 'whitespace-nowrap', cell: (row) => (row.freeAbove === null ? '—' : formatKsh(row.freeAbove)) },
                  ...(isSuperAdmin
                    ? [
                        {
                          header: 'Actions',
                          cell: (row: CountyRow) => (
                            <Button variant="ghost" size="icon" aria-label={`Edit delivery to ${row.name}`} onClick={() => setCounty(row)}>
                              <Pencil />
                            </Button>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            )}
          </QueryState>
        </TitledCard>
        <div className="space-y-6 self-start">
          <TitledCard title="Pickup points">
            <QueryState
              data={data?.pickupPoints}
              isLoading={isLoading}
              isError={isError}
              failedText="Failed to load the pickup points"
              emptyText="No pickup points: customers can only have their orders delivered"
            >
              {(points) => (
                <ul className="divide-y text-sm" aria-label="Pickup points">
                  {points.map((entry) => (
                    <li key={entry.id} className="flex items-start justify-between gap-2 py-3">
                      <div className="wrap-anywhere">
                        <p className="font-medium">{entry.name}</p>
                        <p className="text-muted-foreground">
                          {entry.address}, {entry.town} · {entry.hours} · {entry.phone}
                        </p>
                      </div>
                      {isSuperAdmin && (
                        <div className="flex shrink-0">
                          <RowActions name={entry.name} onEdit={() => setPoint(entry)} onDelete={() => setDeletingId(entry.id)} />
                        </div>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </QueryState>
          </TitledCard>
          {isSuperAdmin && (
            <TitledCard title="Add Pickup Point">
              <PickupPointForm />
            </TitledCard>
          )}
        </div>
      </div>

      <ItemDialog
        item={county}
        onClose={() => setCounty(null)}
        title={(one) => `Delivery to ${one.name}`}
        description="Set the fee, the days and any free delivery offer."
      >
        {(one) => <CountyForm key={one.slug} county={one} onSaved={() => setCounty(null)} />}
      </ItemDialog>
      <ItemDialog item={point} onClose={() => setPoint(null)} title="Edit Pickup Point" description="Change where and when customers can collect.">
        {(one) => <PickupPointForm key={one.id} point={one} onSaved={() => setPoint(null)} />}
      </ItemDialog>
      <ConfirmDelete
        id={deletingId}
        description="Customers will no longer be able to collect orders here."
        remove={remove}
        onClose={() => setDeletingId(null)}
      />
    </>
  );
}
