import { useQuery } from '@tanstack/react-query';
import { Pencil, Undo2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { ClimateSource } from '@/shared/planner/climate';
import type { County } from '@/shared/planner/counties';
import { Button } from '@/client/components/ui/button';
import { TitledCard } from '@/client/components/ui/card';
import { Field, Input } from '@/client/components/ui/input';
import { useAuth } from '@/client/features/auth/api';
import { countyClimateQuery, useRemoveCountyClimate, useSetCountyClimate } from '../api';
import { typedNumber } from '../format';
import { AdminHeader } from './admin-header';
import { ItemDialog, SaveEnd } from './form-dialog';
import { QueryState } from './query-state';
import { DataTable } from './table';

/** A county as a table row: its official code is its key. */
type CountyRow = County & { id: number };

/** Where a figure comes from, as staff read it (the shopper reads the same in their language on the planner). */
function sourceText(source: ClimateSource): string {
  switch (source.basis) {
    case 'station':
      return `Measured station (${source.station}), ${source.km} km away — ${source.source}`;
    case 'county':
      return `Published county figure — ${source.source}`;
    case 'region':
      return `Regional estimate — ${source.source}`;
    case 'override':
      return `Set by the shop: ${source.note}`;
  }
}

/** A county's three figures and where they come from, whole; the server checks them (docs/product.md). */
function ClimateForm({ county, onSaved }: { county: CountyRow; onSaved: () => void }) {
  const overridden = county.sun.basis === 'override';
  const [sun, setSun] = useState(String(county.peakSunHours));
  const [hot, setHot] = useState(String(county.hotDayC));
  const [low, setLow] = useState(String(county.recordLowC));
  const [note, setNote] = useState(overridden ? (county.sun.note ?? '') : '');
  const [problem, setProblem] = useState<string>();
  const save = useSetCountyClimate(county.slug, onSaved, setProblem);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    save.mutate({ peakSunHours: typedNumber(sun), hotDayC: typedNumber(hot), recordLowC: typedNumber(low), note });
  };
  const id = `climate-${county.slug}`;
  return (
    <form noValidate className="space-y-4" onSubmit={submit} aria-label={`Sun and temperature in ${county.name}`}>
      <Field id={`${id}-sun`} label="Worst-month sun hours (kWh/m² a day)">
        <Input id={`${id}-sun`} inputMode="decimal" value={sun} onChange={(event) => setSun(event.target.value)} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={`${id}-hot`} label="Hot day (°C)">
          <Input id={`${id}-hot`} inputMode="decimal" value={hot} onChange={(event) => setHot(event.target.value)} />
        </Field>
        <Field id={`${id}-low`} label="Record low (°C)">
          <Input id={`${id}-low`} inputMode="decimal" value={low} onChange={(event) => setLow(event.target.value)} />
        </Field>
      </div>
      <Field id={`${id}-note`} label="Source note" hint="Shoppers read it as “set by the shop: …”">
        <Input id={`${id}-note`} value={note} onChange={(event) => setNote(event.target.value)} />
      </Field>
      <SaveEnd problem={problem} pending={save.isPending} label="Save Figures" />
    </form>
  );
}

/** The figures the planner sizes with in each county, their sources, and the shop's overrides (super admins set them). */
export function ClimateScreen() {
  const { data, isLoading, isError } = useQuery(countyClimateQuery);
  const { isSuperAdmin } = useAuth();
  const [county, setCounty] = useState<CountyRow | null>(null);
  const remove = useRemoveCountyClimate();
  const rows = data?.map((entry, index) => ({ ...entry, id: index + 1 })).sort((a, b) => a.name.localeCompare(b.name, 'en'));

  return (
    <>
      <AdminHeader title="Sun and Temperature" subtitle="The figures the solar planner sizes with in each county, and where they come from" />
      <TitledCard title="By county">
        <QueryState data={rows} isLoading={isLoading} isError={isError} failedText="Failed to load the counties' figures">
          {(counties) => (
            <DataTable<CountyRow>
              rows={counties}
              rowTestId="county-climate"
              columns={[
                { header: 'County', className: 'font-medium', cell: (row) => row.name },
                { header: 'Sun h', className: 'whitespace-nowrap', cell: (row) => row.peakSunHours },
                { header: 'Hot day', className: 'whitespace-nowrap', cell: (row) => `${row.hotDayC} °C` },
                { header: 'Record low', className: 'whitespace-nowrap', cell: (row) => `${row.recordLowC} °C` },
                {
                  header: 'Source',
                  className: 'min-w-48 text-xs',
                  cell: (row) =>
                    row.sun.basis === row.temperature.basis && row.sun.source === row.temperature.source ? (
                      sourceText(row.sun)
                    ) : (
                      <>
                        <span className="block">Sun: {sourceText(row.sun)}</span>
                        <span className="block">Temperature: {sourceText(row.temperature)}</span>
                      </>
                    ),
                },
                ...(isSuperAdmin
                  ? [
                      {
                        header: 'Actions',
                        cell: (row: CountyRow) => (
                          <div className="flex">
                            <Button variant="ghost" size="icon" aria-label={`Override the figures for ${row.name}`} onClick={() => setCounty(row)}>
                              <Pencil />
                            </Button>
                            {row.sun.basis === 'override' && (
                              <Button
                                variant="ghost"
                                size="icon"
                                aria-label={`Remove the override for ${row.name}`}
                                disabled={remove.isPending}
                                onClick={() => remove.mutate(row.slug)}
                              >
                                <Undo2 />
                              </Button>
                            )}
                          </div>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          )}
        </QueryState>
      </TitledCard>
      <ItemDialog
        item={county}
        onClose={() => setCounty(null)}
        title={(one) => `Sun and temperature in ${one.name}`}
        description="The planner will use these figures for the county, shown to shoppers as set by the shop with your note."
      >
        {(one) => <ClimateForm key={one.slug} county={one} onSaved={() => setCounty(null)} />}
      </ItemDialog>
    </>
  );
}
