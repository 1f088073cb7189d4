'use client';

import { Controller, useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { errorAt, Field, Switch, TextArea, TextInput } from '@/components/admin/form/field';
import { ImageField } from '@/components/admin/form/image-field';
import { RichTextField } from '@/components/admin/form/rich-text-field';
import { SortableFieldList } from '@/components/admin/form/sortable-field-list';
import { Card } from '@/components/admin/ui/card';
import { useT } from '@/lib/admin/i18n/dictionary';
import { siteText } from '@/lib/admin/i18n/site';
import type { FormInput, FormOutput } from './portal-config-form';

interface SectionProps {
  index: number;
  control: Control<FormInput, unknown, FormOutput>;
  register: UseFormRegister<FormInput>;
  errors: FieldErrors<FormInput>;
}

/** The firm's information in one language (the version at `index`): basics, counts, advantages and pictures. */
export function LanguageFields({ index, control, register, errors }: SectionProps) {
  const t = useT(siteText);
  const at = (name: string) => errorAt(errors, `items.${index}.${name}`);
  return (
    <div className="flex flex-col gap-4">
      <Card title={t.basics}>
        <div className="grid gap-x-6 md:grid-cols-2">
          <Field label={t.name} required error={at('name')}>
            {(id) => <TextInput id={id} invalid={!!at('name')} {...register(`items.${index}.name`)} />}
          </Field>
          <ImageField control={control} name={`items.${index}.iconUrl`} label={t.icon} error={at('iconUrl')} className="size-20" />
          <Field label={t.address} error={at('address')}>
            {(id) => <TextInput id={id} invalid={!!at('address')} {...register(`items.${index}.address`)} />}
          </Field>
          <Field label={t.tel} error={at('tel')}>
            {(id) => <TextInput id={id} type="tel" invalid={!!at('tel')} {...register(`items.${index}.tel`)} />}
          </Field>
          <Field label={t.email} error={at('email')} hint={t.emailHint}>
            {(id) => <TextInput id={id} type="email" invalid={!!at('email')} {...register(`items.${index}.email`)} />}
          </Field>
        </div>
        <RichTextField control={control} name={`items.${index}.introduce`} label={t.introduce} error={at('introduce')} className="mb-0" />
      </Card>
      <Card title={t.counts}>
        <p className="-mt-2 mb-4 text-ink-3">{t.countsHint}</p>
        <div className="grid gap-x-6 md:grid-cols-3">
          {(
            [
              ['lawyerCount', 'isLawyerCountVisible'],
              ['totalPeople', 'isTotalPeopleVisible'],
              ['branchCount', 'isBranchCountVisible'],
            ] as const
          ).map(([count, visible]) => (
            <Field key={count} label={t[count]} error={at(count)}>
              {(id) => (
                <div className="flex items-center gap-3">
                  <TextInput
                    id={id}
                    type="number"
                    min={0}
                    className="w-32!"
                    invalid={!!at(count)}
                    {...register(`items.${index}.${count}`, { valueAsNumber: true })}
                  />
                  <Controller
                    control={control}
                    name={`items.${index}.${visible}`}
                    render={({ field }) => (
                      <label className="flex items-center gap-2">
                        <Switch
                          checked={field.value === 1 || field.value === true}
                          onCheckedChange={(checked) => field.onChange(checked ? 1 : 0)}
                          label={`${t[count]} ${t.visible}`}
                        />
                        <span className="whitespace-nowrap text-ink-2">{t.visible}</span>
                      </label>
                    )}
                  />
                </div>
              )}
            </Field>
          ))}
        </div>
      </Card>
      <Card title={t.advantages}>
        <Advantages index={index} control={control} register={register} errors={errors} />
      </Card>
      <Card title={t.environment}>
        <Environment index={index} control={control} register={register} errors={errors} />
      </Card>
    </div>
  );
}

function Advantages({ index, control, register, errors }: SectionProps) {
  const t = useT(siteText);
  const list = useFieldArray({ control, name: `items.${index}.advantagesList` });
  const at = (row: number, name: string) => errorAt(errors, `items.${index}.advantagesList.${row}.${name}`);
  return (
    <SortableFieldList
      fields={list.fields}
      onMove={list.move}
      onRemove={list.remove}
      onAdd={() => list.append({ title: '', content: '' })}
      addLabel={t.addAdvantage}
      label={t.advantage}
      emptyText={t.noAdvantages}
      renderItem={(_, row) => (
        <div className="grid gap-x-6 md:grid-cols-[1fr_2fr]">
          <Field label={t.advantageTitle} error={at(row, 'title')}>
            {(id) => <TextInput id={id} invalid={!!at(row, 'title')} {...register(`items.${index}.advantagesList.${row}.title`)} />}
          </Field>
          <Field label={t.advantageContent} error={at(row, 'content')}>
            {(id) => (
              <TextArea id={id} rows={2} invalid={!!at(row, 'content')} {...register(`items.${index}.advantagesList.${row}.content`)} />
            )}
          </Field>
        </div>
      )}
    />
  );
}

function Environment({ index, control, register, errors }: SectionProps) {
  const t = useT(siteText);
  const list = useFieldArray({ control, name: `items.${index}.environmentList` });
  const at = (row: number, name: string) => errorAt(errors, `items.${index}.environmentList.${row}.${name}`);
  return (
    <SortableFieldList
      fields={list.fields}
      onMove={list.move}
      onRemove={list.remove}
      onAdd={() => list.append({ title: '', coverUrl: '' })}
      addLabel={t.addEnvironment}
      label={t.environmentItem}
      emptyText={t.noEnvironment}
      renderItem={(_, row) => (
        <div className="grid gap-x-6 md:grid-cols-[auto_1fr]">
          <ImageField
            control={control}
            name={`items.${index}.environmentList.${row}.coverUrl`}
            label={t.environmentPicture}
            required
            error={at(row, 'coverUrl')}
            className="h-24 w-40"
          />
          <Field label={t.environmentTitle} error={at(row, 'title')}>
            {(id) => <TextInput id={id} invalid={!!at(row, 'title')} {...register(`items.${index}.environmentList.${row}.title`)} />}
          </Field>
        </div>
      )}
    />
  );
}
