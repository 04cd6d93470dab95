import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { LICENCE_CLASSES, type LicenceClass } from '@/shared/installation';
import { INSTALLATION_LIMITS } from '@/shared/installation-limits';
import { COUNTIES_BY_NAME, countyBySlug } from '@/shared/planner/counties';
import type { Technician } from '@/shared/schemas/installation';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Field, Input, Label } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { useAuth } from '@/client/features/auth/api';
import { useCodeText } from '@/client/lib/i18n';
import { techniciansQuery, useSaveTechnician } from '../api';
import { ACTION_COLUMN, PagedList } from './paged-list';
import { AdminHeader } from './admin-header';
import { FormDialog, SaveEnd } from './form-dialog';

/** Add or edit a technician, whole: their EPRA licence, its class and the counties they serve. */
function TechnicianDialog({ technician, onClose }: { technician?: Technician; onClose(): void }) {
  const [name, setName] = useState(technician?.name ?? '');
  const [phone, setPhone] = useState(technician?.phone ?? '');
  const [licenceNumber, setLicenceNumber] = useState(technician?.licenceNumber ?? '');
  const [licenceClass, setLicenceClass] = useState<LicenceClass>(technician?.licenceClass ?? 'T2');
  const [counties, setCounties] = useState<string[]>(technician?.counties ?? []);
  const [active, setActive] = useState(technician?.active ?? true);
  const save = useSaveTechnician();
  const text = useCodeText();
  const toggle = (slug: string, on: boolean) => setCounties(on ? [...counties, slug] : counties.filter((other) => other !== slug));
  return (
    <FormDialog
      open
      onClose={onClose}
      title={technician ? `Edit ${technician.name}` : 'Add Technician'}
      description="Only active technicians serving an installation's county, with its class or higher, can be assigned to it."
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ id: technician?.id, input: { name, phone, licenceNumber, licenceClass, counties, active } }, { onSuccess: onClose });
        }}
      >
        <Field id="technician-name" label="Name">
          <Input
            id="technician-name"
            maxLength={INSTALLATION_LIMITS.maxTechnicianName}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="technician-phone" label="Phone">
            <Input id="technician-phone" type="tel" inputMode="tel" value={phone} onChange={(event) => setPhone(event.target.value)} />
          </Field>
          <Field id="technician-class" label="Licence class">
            <NativeSelect id="technician-class" value={licenceClass} onChange={(event) => setLicenceClass(event.target.value as LicenceClass)}>
              {LICENCE_CLASSES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <Field id="technician-licence" label="EPRA solar licence number">
          <Input
            id="technician-licence"
            maxLength={INSTALLATION_LIMITS.maxLicenceNumber}
            value={licenceNumber}
            autoComplete="off"
            onChange={(event) => setLicenceNumber(event.target.value)}
          />
        </Field>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Counties served ({counties.length})</legend>
          <div className="grid max-h-48 grid-cols-2 gap-x-3 gap-y-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-3">
            {COUNTIES_BY_NAME.map((county) => (
              <div key={county.slug} className="flex items-center gap-2">
                <Checkbox
                  id={`technician-county-${county.slug}`}
                  checked={counties.includes(county.slug)}
                  onChange={(event) => toggle(county.slug, event.target.checked)}
                />
                <Label htmlFor={`technician-county-${county.slug}`} className="text-sm font-normal">
                  {county.name}
                </Label>
              </div>
            ))}
          </div>
        </fieldset>
        <div className="flex items-center gap-2">
          <Checkbox id="technician-active" checked={active} onChange={(event) => setActive(event.target.checked)} />
          <Label htmlFor="technician-active">Taking installations</Label>
        </div>
        <SaveEnd
          problem={save.isError ? text.error(save.error, 'Failed to save the technician') : undefined}
          pending={save.isPending}
          label="Save technician"
        />
      </form>
    </FormDialog>
  );
}

/** /admin/technicians: the technicians installations are assigned to; super admins keep the list (docs/product.md, "Installation"). */
export function TechniciansScreen() {
  const { isSuperAdmin } = useAuth();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Technician | 'new' | null>(null);
  const { data, isLoading, isError } = useQuery(techniciansQuery({ page }));
  return (
    <>
      <AdminHeader
        title="Technicians"
        subtitle="EPRA-licensed technicians, their class and the counties they serve"
        action={
          isSuperAdmin && (
            <Button onClick={() => setEditing('new')}>
              <Plus /> Add Technician
            </Button>
          )
        }
      />
      <PagedList
        title="Technicians"
        data={data}
        isLoading={isLoading}
        isError={isError}
        failedText="Failed to load technicians"
        emptyText="No technicians yet"
        rowTestId="admin-technician"
        columns={[
          { header: 'Name', className: 'font-medium', cell: (one) => one.name },
          { header: 'Phone', className: 'whitespace-nowrap', cell: (one) => one.phone },
          { header: 'Licence', cell: (one) => `${one.licenceNumber} (${one.licenceClass})` },
          {
            header: 'Counties',
            className: 'min-w-40',
            cell: (one) => one.counties.map((slug) => countyBySlug(slug)?.name ?? slug).join(', '),
          },
          {
            header: 'Status',
            cell: (one) => <Badge variant={one.active ? 'default' : 'secondary'}>{one.active ? 'Active' : 'Inactive'}</Badge>,
          },
          ...(isSuperAdmin
            ? [
                {
                  ...ACTION_COLUMN,
                  cell: (one: Technician) => (
                    <Button variant="outline" size="sm" aria-label={`Edit ${one.name}`} onClick={() => setEditing(one)}>
                      <Pencil /> Edit
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
        page={page}
        onPage={setPage}
        pagerLabel="Technician pages"
      />
      {editing && <TechnicianDialog technician={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
