import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { categoryInputSchema, type AdminCategory, type CategoryInput } from '@/shared/schemas/admin';
import { Button } from '@/client/components/ui/button';
import { TitledCard } from '@/client/components/ui/card';
import { Field, Input } from '@/client/components/ui/input';
import { adminCategoriesQuery, useDeleteCategory, useSaveCategory } from '../api';
import { slugify } from '../format';
import { AdminHeader } from './admin-header';
import { ConfirmDelete } from './confirm-delete';
import { ItemDialog } from './form-dialog';
import { DataTable, rowActionsColumn } from './table';
import { QueryState } from './query-state';

function submitLabel(editing: boolean, pending: boolean) {
  if (editing) return pending ? 'Updating...' : 'Save Changes';
  return pending ? 'Creating...' : 'Add Category';
}

function CategoryForm({ category, onSaved }: { category?: AdminCategory; onSaved?: () => void }) {
  const save = useSaveCategory(category?.id, () => onSaved?.());
  const form = useForm<CategoryInput>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: { name: category?.name ?? '', nameSw: category?.nameSw ?? '', slug: category?.slug ?? '' },
  });
  const { errors } = form.formState;
  const idPrefix = category ? `category-${category.id}` : 'category-new';
  const name = form.register('name', {
    // A new category's slug follows its name until someone edits the slug.
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (!category && !form.getFieldState('slug').isDirty) form.setValue('slug', slugify(event.target.value));
    },
  });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: () => !category && form.reset({ name: '', nameSw: '', slug: '' }) }))}
    >
      <Field id={`${idPrefix}-name`} label="Category Name" error={errors.name?.message}>
        <Input id={`${idPrefix}-name`} aria-invalid={!!errors.name} {...name} />
      </Field>
      {/* Shown to shoppers who read the shop in Kiswahili (menus, filters, the home page's tiles); blank shows them the English. */}
      <Field
        id={`${idPrefix}-name-sw`}
        label="Kiswahili name (optional)"
        error={errors.nameSw?.message}
        hint="Shown on the Kiswahili pages, e.g. Paneli za Sola; left blank, they show the English name"
      >
        <Input id={`${idPrefix}-name-sw`} lang="sw" aria-invalid={!!errors.nameSw} {...form.register('nameSw')} />
      </Field>
      <Field id={`${idPrefix}-slug`} label="URL Slug" error={errors.slug?.message} hint="Lowercase letters, digits and hyphens, e.g. solar-panels">
        <Input id={`${idPrefix}-slug`} aria-invalid={!!errors.slug} {...form.register('slug')} />
      </Field>
      <Button type="submit" disabled={save.isPending}>
        {!category && <Plus />} {submitLabel(!!category, save.isPending)}
      </Button>
    </form>
  );
}

export function CategoriesScreen() {
  const { data: categories, isLoading, isError } = useQuery(adminCategoriesQuery);
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const remove = useDeleteCategory(() => setDeletingId(null));

  return (
    <>
      <AdminHeader title="Categories Management" subtitle="Group products so shoppers can filter them" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <TitledCard title="Add Category" className="self-start">
          <CategoryForm />
        </TitledCard>
        <TitledCard title={categories ? `All Categories (${categories.length})` : 'All Categories'}>
          <QueryState data={categories} isLoading={isLoading} isError={isError} failedText="Failed to load categories" emptyText="No categories yet">
            {(categories) => (
              <DataTable
                rows={categories}
                columns={[
                  { header: 'Name', className: 'font-medium', cell: (category) => category.name },
                  { header: 'Kiswahili name', cell: (category) => category.nameSw ?? <span className="text-muted-foreground">None</span> },
                  { header: 'Slug', className: 'text-muted-foreground', cell: (category) => category.slug },
                  { header: 'Products', align: 'right', className: 'text-right', cell: (category) => category.productCount },
                  rowActionsColumn<AdminCategory>(setEditing, setDeletingId),
                ]}
              />
            )}
          </QueryState>
        </TitledCard>
      </div>

      <ItemDialog
        item={editing}
        onClose={() => setEditing(null)}
        title="Edit Category"
        description="Rename the category, give it a Kiswahili name or change its URL slug."
      >
        {(category) => <CategoryForm key={category.id} category={category} onSaved={() => setEditing(null)} />}
      </ItemDialog>

      <ConfirmDelete
        id={deletingId}
        description="This will permanently delete this category. This action cannot be undone."
        remove={remove}
        onClose={() => setDeletingId(null)}
      />
    </>
  );
}
