import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { LIMITS, STOCK_STATUSES } from '@/shared/constants';
import { STOCK_LABELS } from '@/shared/labels';
import { productInputSchema, type ProductInput } from '@/shared/schemas/admin';
import type { AdminProduct } from '@/shared/schemas/catalog';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Field, Input, Label, Textarea } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { useCodeText } from '@/client/lib/i18n';
import { adminCategoriesQuery, useSaveProduct } from '../api';
import { slugify } from '../format';
import { ImageUpload } from './image-upload';
import { LabelOptions } from './label-options';
import { RatingsEditor } from './ratings-editor';
import { FeaturesEditor, SpecificationsEditor } from './list-editors';

type ProductOutput = z.output<typeof productInputSchema>;

const blank: ProductInput = {
  name: '',
  slug: '',
  categoryId: undefined as unknown as number,
  price: '',
  description: '',
  images: [],
  features: [],
  specifications: {},
  nameSw: '',
  descriptionSw: '',
  featuresSw: null,
  specificationsSw: null,
  ratings: null,
  stockStatus: 'in_stock',
  lowStockThreshold: LIMITS.defaultLowStockThreshold,
  isFeatured: false,
  isNew: false,
  warrantyMonths: null,
  needsInstallation: false,
};

// "Needs installation" lets a customer book an installation of an order with it (docs/product.md, "Installation").
const FLAG_LABELS = { isFeatured: 'Featured', isNew: 'New', needsInstallation: 'Needs installation' } as const;

const fromProduct = (product: AdminProduct): ProductInput => ({
  name: product.name,
  slug: product.slug,
  categoryId: product.categoryId,
  price: product.price,
  description: product.description ?? '',
  images: product.images,
  features: product.features,
  specifications: product.specifications,
  nameSw: product.nameSw ?? '',
  descriptionSw: product.descriptionSw ?? '',
  featuresSw: product.featuresSw,
  specificationsSw: product.specificationsSw,
  ratings: product.ratings,
  stockStatus: product.stockStatus,
  // The count itself is left out: an edit keeps it, and goods received and adjustments change it (StockPanel).
  lowStockThreshold: product.lowStockThreshold,
  isFeatured: product.isFeatured,
  isNew: product.isNew,
  warrantyMonths: product.warrantyMonths,
  needsInstallation: product.needsInstallation,
  // Sent back: saving over someone else's change since is refused (docs/product.md, "Admin").
  version: product.version,
});

/** The message of a list field's own error or of its first bad entry (react-hook-form nests them per index or key). */
function firstMessage(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 2) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const [key, entry] of Object.entries(error)) {
    const found = key === 'ref' ? undefined : firstMessage(entry, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function ListError({ error }: { error: unknown }) {
  const text = useCodeText();
  const message = firstMessage(error);
  return message ? <p className="text-sm text-destructive">{text(message)}</p> : null;
}

/** A list editor of the form's own: a fieldset named by its legend, and the list's first error under it. */
function ListFieldset({ legend, error, children }: { legend: string; error: unknown; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {children}
      <ListError error={error} />
    </fieldset>
  );
}

/** A list editor inside the Kiswahili group: a group named by its label, and the list's first error under it. */
function ListGroup({ id, label, error, children }: { id: string; label: string; error: unknown; children: ReactNode }) {
  return (
    <div className="space-y-2" role="group" aria-labelledby={id}>
      <p id={id} className="text-sm font-medium">
        {label}
      </p>
      {children}
      <ListError error={error} />
    </div>
  );
}

/** Whole units typed in a number field; blank is `blank`, so the schema names what is missing. */
const units = (blank: undefined | number) => (value: string | number) => (value === '' ? blank : Number(value));
/** A number field's input for a count of whole units (stock, months). */
const WHOLE_UNITS = { type: 'number', inputMode: 'numeric', step: '1', min: '0' } as const;

function submitLabel(editing: boolean, pending: boolean) {
  if (editing) return pending ? 'Updating...' : 'Update Product';
  return pending ? 'Creating...' : 'Create Product';
}

/** Add (no product) or edit; the rules come from the shared schema the server also applies (`productInputSchema`). */
export function ProductForm({ product, onSaved }: { product?: AdminProduct; onSaved: () => void }) {
  const { data: categories = [] } = useQuery(adminCategoriesQuery);
  const save = useSaveProduct(product?.id, onSaved);
  const form = useForm<ProductInput, unknown, ProductOutput>({
    resolver: zodResolver(productInputSchema),
    defaultValues: product ? fromProduct(product) : blank,
  });
  const { errors } = form.formState;
  const id = (field: string) => `product-${product?.id ?? 'new'}-${field}`;
  // docs/product.md, "Stock": a counted product's status follows its count; a first count starts counting it.
  const counted = product !== undefined && product.stockQuantity !== null;
  const [stopCounting, setStopCounting] = useState(false);
  const firstCount = useWatch({ control: form.control, name: 'stockQuantity' });
  const derived = counted ? !stopCounting : typeof firstCount === 'number';
  const submit = (values: ProductOutput) =>
    save.mutate({ ...values, stockQuantity: counted ? (stopCounting ? null : undefined) : values.stockQuantity });
  const name = form.register('name', {
    // A new product's slug follows its name until someone edits the slug.
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (!product && !form.getFieldState('slug').isDirty) form.setValue('slug', slugify(event.target.value));
    },
  });

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('name')} label="Product Name" error={errors.name?.message}>
          <Input id={id('name')} aria-invalid={!!errors.name} {...name} />
        </Field>
        <Field id={id('slug')} label="URL Slug" error={errors.slug?.message} hint="e.g. solar-panel-300w">
          <Input id={id('slug')} aria-invalid={!!errors.slug} {...form.register('slug')} />
        </Field>
        <Field id={id('category')} label="Category" error={errors.categoryId?.message}>
          <NativeSelect
            id={id('category')}
            aria-invalid={!!errors.categoryId}
            {...form.register('categoryId', { setValueAs: (value: string | number) => (value === '' ? undefined : Number(value)) })}
          >
            <option value="">Select a category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={id('price')} label="Price (KSh)" error={errors.price?.message}>
          <Input id={id('price')} type="number" inputMode="decimal" step="0.01" min="0" aria-invalid={!!errors.price} {...form.register('price')} />
        </Field>
        <Field
          id={id('warranty')}
          label="Warranty (months)"
          error={errors.warrantyMonths?.message}
          hint="Blank: no warranty stated; claims are checked against it"
        >
          <Input
            id={id('warranty')}
            {...WHOLE_UNITS}
            aria-invalid={!!errors.warrantyMonths}
            {...form.register('warrantyMonths', {
              setValueAs: (value: string | number | null) => (value === '' || value === null ? null : Number(value)),
            })}
          />
        </Field>
      </div>

      <Field id={id('description')} label="Description" error={errors.description?.message}>
        <Textarea id={id('description')} rows={4} {...form.register('description')} />
      </Field>

      <fieldset className="grid gap-4 rounded-md border p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">Stock</legend>
        {counted ? (
          <div className="space-y-2 sm:col-span-2">
            <p className="text-sm text-muted-foreground">
              {product.stockQuantity} in stock: record goods received and adjustments under Stock above; orders take units out and cancellations put
              them back.
            </p>
            <div className="flex items-center gap-2">
              <Checkbox id={id('stop-counting')} checked={stopCounting} onChange={(event) => setStopCounting(event.target.checked)} />
              <Label htmlFor={id('stop-counting')}>Stop counting this product&apos;s stock</Label>
            </div>
          </div>
        ) : (
          <Field id={id('stock-quantity')} label="Stock quantity" error={errors.stockQuantity?.message} hint="Leave blank not to count the stock">
            <Input
              id={id('stock-quantity')}
              {...WHOLE_UNITS}
              aria-invalid={!!errors.stockQuantity}
              {...form.register('stockQuantity', { setValueAs: units(undefined) })}
            />
          </Field>
        )}
        <Field id={id('threshold')} label="Low-stock threshold" error={errors.lowStockThreshold?.message} hint="Low stock at or under this count">
          <Input
            id={id('threshold')}
            {...WHOLE_UNITS}
            aria-invalid={!!errors.lowStockThreshold}
            {...form.register('lowStockThreshold', { setValueAs: units(Number.NaN) })}
          />
        </Field>
        {derived ? (
          <p className="text-sm text-muted-foreground sm:col-span-2">The status shoppers see follows the count.</p>
        ) : (
          <Field id={id('stock')} label="Stock Status" error={errors.stockStatus?.message}>
            <NativeSelect id={id('stock')} {...form.register('stockStatus')}>
              <LabelOptions values={STOCK_STATUSES} labels={STOCK_LABELS} />
            </NativeSelect>
          </Field>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-wrap items-end gap-x-6 gap-y-2 pb-2">
          {(['isFeatured', 'isNew', 'needsInstallation'] as const).map((field) => (
            <Controller
              key={field}
              control={form.control}
              name={field}
              render={({ field: { value, onChange } }) => (
                <div className="flex items-center gap-2">
                  <Checkbox id={id(field)} checked={!!value} onChange={(event) => onChange(event.target.checked)} />
                  <Label htmlFor={id(field)}>{FLAG_LABELS[field]}</Label>
                </div>
              )}
            />
          ))}
        </div>
      </div>

      <ListFieldset legend="Features" error={errors.features}>
        <Controller
          control={form.control}
          name="features"
          render={({ field }) => <FeaturesEditor value={field.value ?? []} onChange={field.onChange} />}
        />
      </ListFieldset>

      <ListFieldset legend="Specifications" error={errors.specifications}>
        <Controller
          control={form.control}
          name="specifications"
          render={({ field }) => <SpecificationsEditor value={field.value ?? {}} onChange={field.onChange} />}
        />
      </ListFieldset>

      {/* Shown to shoppers who read the shop in Kiswahili; where a field is left blank they see the English. */}
      <fieldset className="space-y-4 rounded-md border p-4">
        <legend className="px-1 text-sm font-medium">Kiswahili (optional)</legend>
        <p className="text-xs text-muted-foreground">Shoppers reading the shop in Kiswahili see these; where one is blank they see the English.</p>
        <Field id={id('name-sw')} label="Kiswahili name" error={errors.nameSw?.message}>
          <Input id={id('name-sw')} lang="sw" aria-invalid={!!errors.nameSw} {...form.register('nameSw')} />
        </Field>
        <Field id={id('description-sw')} label="Kiswahili description" error={errors.descriptionSw?.message}>
          <Textarea id={id('description-sw')} lang="sw" rows={4} aria-invalid={!!errors.descriptionSw} {...form.register('descriptionSw')} />
        </Field>
        <ListGroup id={id('features-sw')} label="Kiswahili features" error={errors.featuresSw}>
          <Controller
            control={form.control}
            name="featuresSw"
            render={({ field }) => (
              <FeaturesEditor value={field.value ?? []} onChange={field.onChange} qualifier="Kiswahili" example="Waranti ya utendaji ya miaka 25" />
            )}
          />
        </ListGroup>
        <ListGroup id={id('specifications-sw')} label="Kiswahili specifications" error={errors.specificationsSw}>
          <Controller
            control={form.control}
            name="specificationsSw"
            render={({ field }) => (
              <SpecificationsEditor value={field.value ?? {}} onChange={field.onChange} qualifier="Kiswahili" example={['Uzito', 'Kilo 32']} />
            )}
          />
        </ListGroup>
      </fieldset>

      <ListFieldset legend="Planner Ratings" error={errors.ratings}>
        <Controller
          control={form.control}
          name="ratings"
          render={({ field }) => <RatingsEditor idPrefix={id('ratings')} value={field.value} onChange={field.onChange} />}
        />
      </ListFieldset>

      <ListFieldset legend="Product Images" error={errors.images}>
        <Controller
          control={form.control}
          name="images"
          render={({ field }) => <ImageUpload value={field.value ?? []} onChange={field.onChange} />}
        />
      </ListFieldset>

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {submitLabel(!!product, save.isPending)}
        </Button>
      </div>
    </form>
  );
}
