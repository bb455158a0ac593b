// The form pattern of every create, edit and drawer form (docs/add-a-page.md): an antd Form whose
// failed save keeps every value (nothing is reset or unmounted), puts the server's model-state errors
// on their fields, and says the spec's §8 message in a toast through the shared formatter; a saved
// form says the caller's success string, verbatim. Toast durations come from the host's App
// (portal-app.tsx).
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { App, Button, Drawer, Flex, Form } from 'antd';
import type { FormInstance, FormProps } from 'antd';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import { formatErrorMessage } from '@trucks/shared-contracts/rules/error-message';
import { useUnsavedChangesGuard } from './unsaved-changes';
import { useIsPhone } from './viewport';

/** A field's path in the form: ['emailAddresses', 0, 'value']. */
export type FieldPath = (string | number)[];

/**
 * 'EmailAddresses[0].Value', 'emailAddresses.0.value' and '$.emailAddresses[0].value' (the server's
 * model-state keys, ASP.NET or JSON-path style) all name ['emailAddresses', 0, 'value'].
 */
export function fieldPathOf(key: string): FieldPath {
  return key
    .replace(/^\$\.?/, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part.charAt(0).toLowerCase() + part.slice(1)));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The model-state errors of a failed answer by field key (`errors`, `modelState` or `ModelState`). */
export function modelStateOf(body: unknown): Record<string, string[]> {
  if (!isRecord(body)) return {};
  const source = [body.errors, body.modelState, body.ModelState].find(isRecord);
  if (!source) return {};
  const errors: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(source)) {
    const texts = (Array.isArray(value) ? value : [value]).filter(
      (text): text is string => typeof text === 'string' && text.trim() !== '',
    );
    if (texts.length > 0) errors[key] = texts;
  }
  return errors;
}

/**
 * Puts each model-state error on the form's field of that path. Returns the keys that name no field
 * of this form (their messages still reach the toast).
 */
function applyServerErrors(form: FormInstance, body: unknown): string[] {
  const fields = form.getFieldsError().map((field) => JSON.stringify(field.name));
  const unplaced: string[] = [];
  const placed: { name: FieldPath; errors: string[] }[] = [];
  for (const [key, errors] of Object.entries(modelStateOf(body))) {
    const name = fieldPathOf(key);
    if (fields.includes(JSON.stringify(name))) placed.push({ name, errors });
    else unplaced.push(key);
  }
  form.setFields(placed);
  return unplaced;
}

export interface FormSaveFeedback {
  /** The success toast, with the spec's string as the caller gives it. */
  saved: (text: string) => void;
  /**
   * A failed save: errors on their fields, the §8 message in a toast (the server's messages joined
   * with ' - ', else `fallback`). The form's values are left as typed.
   */
  failed: (error: ApiError, fallback?: string) => void;
}

/** A FormDrawer's "guard the values again" by its form, told by `failed` (a submitted save is let go). */
const FAILED_SAVE_LISTENERS = new WeakMap<FormInstance, () => void>();

export function useFormSaveFeedback(form: FormInstance): FormSaveFeedback {
  const { message } = App.useApp();
  return {
    saved: (text) => void message.success(text),
    failed: (error, fallback) => {
      FAILED_SAVE_LISTENERS.get(form)?.();
      applyServerErrors(form, error.body);
      void message.error(formatErrorMessage(error.body, fallback ?? error.message));
    },
  };
}

export interface FormActionsProps {
  submitLabel: string;
  /** True while the save is on its way: the submit shows a spinner and cannot be pressed twice. */
  saving: boolean;
  onCancel?: () => void;
  cancelLabel?: string;
}

export function FormActions({ submitLabel, saving, onCancel, cancelLabel = 'Cancel' }: FormActionsProps) {
  return (
    <Flex gap={8} wrap>
      <Button type="primary" htmlType="submit" loading={saving}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button onClick={onCancel} disabled={saving}>
          {cancelLabel}
        </Button>
      ) : null}
    </Flex>
  );
}

/** The spec's drawer width (000 §2: the book-now, offer and tender drawers are 496px). */
const DRAWER_WIDTH = 496;

export interface FormDrawerProps<V> {
  open: boolean;
  title: ReactNode;
  form: FormInstance<V>;
  initialValues?: FormProps<V>['initialValues'];
  onFinish: (values: V) => void;
  onClose: () => void;
  submitLabel: string;
  saving: boolean;
  /** In px on wider screens; a phone gets the full width. */
  width?: number;
  children: ReactNode;
}

/**
 * A form in a drawer. It stays open and keeps its values until the caller closes it (after a save
 * succeeds); a failed save leaves it as it was, with the errors shown. While it is open with changes
 * not yet submitted (or whose save failed), leaving the page asks first and a reload gets the
 * browser's prompt (useUnsavedChangesGuard); a submitted save may navigate away as it closes.
 */
export function FormDrawer<V>({
  open,
  title,
  form,
  initialValues,
  onFinish,
  onClose,
  submitLabel,
  saving,
  width = DRAWER_WIDTH,
  children,
}: FormDrawerProps<V>) {
  const phone = useIsPhone();
  const [changed, setChanged] = useState(false);
  if (!open && changed) setChanged(false);
  const unsaved = useUnsavedChangesGuard(open && changed);
  // A save reported failed through useFormSaveFeedback(form) guards the kept values again.
  useEffect(() => {
    FAILED_SAVE_LISTENERS.set(form, unsaved.rearm);
    return () => {
      FAILED_SAVE_LISTENERS.delete(form);
    };
  }, [form, unsaved]);
  return (
    <Drawer
      open={open}
      title={title}
      size={phone ? '100%' : width}
      onClose={onClose}
      closable={{ 'aria-label': 'Close' }}
      maskClosable={!saving}
      footer={
        <Flex justify="flex-end">
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {submitLabel}
          </Button>
        </Flex>
      }
    >
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={() => setChanged(true)}
        onFinish={(values) => {
          unsaved.release();
          onFinish(values);
        }}
      >
        {children}
      </Form>
    </Drawer>
  );
}
