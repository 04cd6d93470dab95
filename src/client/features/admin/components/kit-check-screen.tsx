import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { TitledCard } from '@/client/components/ui/card';
import { Field, Input } from '@/client/components/ui/input';
import type { PlannerInput } from '@/shared/schemas/planner';
import type { KitCheck } from '@/shared/schemas/planner-answers';
import { countyClimateQuery, useCheckKit } from '../api';
import { AdminHeader } from './admin-header';

const WIRING_FIELDS = [
  ['panelsInSeries', 'Panels in series'],
  ['panelStrings', 'Panel strings'],
  ['batteriesInSeries', 'Batteries in series'],
  ['batteryStrings', 'Battery strings'],
] as const;
type WiringKey = (typeof WIRING_FIELDS)[number][0];

/** A product line's two boxes: its field, the boxes' id and their label. */
const LINE_FIELDS = [
  ['productId', 'product', 'product id'],
  ['quantity', 'quantity', 'quantity'],
] as const;

const SELECT = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm';

/** A kit put together by hand, checked against the planner's rules for a plan (docs/product.md, "Check a kit"). */
export function KitCheckScreen() {
  const { data: counties } = useQuery(countyClimateQuery);
  const [county, setCounty] = useState('nairobi');
  const [watts, setWatts] = useState('200');
  const [hours, setHours] = useState('5');
  const [lines, setLines] = useState([{ productId: '', quantity: '1' }]);
  const [wiring, setWiring] = useState<Record<WiringKey, string>>({
    panelsInSeries: '',
    panelStrings: '',
    batteriesInSeries: '',
    batteryStrings: '',
  });
  const [problem, setProblem] = useState<string>();
  const [result, setResult] = useState<KitCheck>();
  const check = useCheckKit(setProblem);
  const wired = Object.values(wiring).every((value) => value.trim() !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    setResult(undefined);
    check.mutate(
      {
        plan: {
          county: county as PlannerInput['county'],
          appliances: [{ name: 'Load', watts: Number(watts), quantity: 1, hoursPerDay: Number(hours) }],
        },
        lines: lines.map((line) => ({ productId: Number(line.productId), quantity: Number(line.quantity) })),
        ...(wired && {
          wiring: {
            panelsInSeries: Number(wiring.panelsInSeries),
            panelStrings: Number(wiring.panelStrings),
            batteriesInSeries: Number(wiring.batteriesInSeries),
            batteryStrings: Number(wiring.batteryStrings),
          },
        }),
      },
      { onSuccess: setResult },
    );
  };
  const setLine = (index: number, field: 'productId' | 'quantity', value: string) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, [field]: value } : line)));
  return (
    <div className="space-y-6">
      <AdminHeader title="Check a kit" subtitle="Whether a kit you put together by hand can be wired to work for a plan" />
      <form noValidate className="space-y-6" onSubmit={submit} aria-label="Check a kit">
        <TitledCard title="Plan">
          <div className="grid gap-3 sm:grid-cols-3">
            <Field id="kit-county" label="County">
              <select id="kit-county" className={SELECT} value={county} onChange={(event) => setCounty(event.target.value)}>
                {(counties ?? []).map((each) => (
                  <option key={each.slug} value={each.slug}>
                    {each.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="kit-watts" label="Running watts">
              <Input id="kit-watts" inputMode="numeric" value={watts} onChange={(event) => setWatts(event.target.value)} />
            </Field>
            <Field id="kit-hours" label="Hours a day">
              <Input id="kit-hours" inputMode="decimal" value={hours} onChange={(event) => setHours(event.target.value)} />
            </Field>
          </div>
        </TitledCard>
        <TitledCard title="Products">
          <div className="space-y-3">
            {lines.map((line, index) => (
              <div key={index} className="grid grid-cols-2 gap-3">
                {LINE_FIELDS.map(([key, name, label]) => (
                  <Field key={key} id={`kit-${name}-${index}`} label={`Line ${index + 1}: ${label}`}>
                    <Input
                      id={`kit-${name}-${index}`}
                      inputMode="numeric"
                      value={line[key]}
                      onChange={(event) => setLine(index, key, event.target.value)}
                    />
                  </Field>
                ))}
              </div>
            ))}
            <Button type="button" variant="outline" onClick={() => setLines((current) => [...current, { productId: '', quantity: '1' }])}>
              Add a product line
            </Button>
          </div>
        </TitledCard>
        <TitledCard title="Wiring (optional: leave empty to let the server find the best)">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {WIRING_FIELDS.map(([key, label]) => (
              <Field key={key} id={`kit-${key}`} label={label}>
                <Input
                  id={`kit-${key}`}
                  inputMode="numeric"
                  value={wiring[key]}
                  onChange={(event) => setWiring((current) => ({ ...current, [key]: event.target.value }))}
                />
              </Field>
            ))}
          </div>
        </TitledCard>
        <Button type="submit" disabled={check.isPending}>
          Check
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {problem && <p className="text-destructive">{problem}</p>}
        {result && (
          <TitledCard title={result.ok ? 'Compatible' : 'Not compatible'}>
            <p className="text-sm text-muted-foreground">
              Judged wiring: {result.wiring.panelsInSeries} panels in series × {result.wiring.panelStrings} strings, {result.wiring.batteriesInSeries}{' '}
              batteries in series × {result.wiring.batteryStrings} strings.
            </p>
            {result.violations.length > 0 && (
              <ul className="mt-3 list-disc space-y-1 pl-5">
                {result.violations.map((violation, index) => (
                  <li key={index}>{violation.message}</li>
                ))}
              </ul>
            )}
          </TitledCard>
        )}
      </div>
    </div>
  );
}
