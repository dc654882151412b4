import type { ReactNode } from 'react';
import { CheckboxControl } from './checkbox-field';
import type { FieldComponentProps, FieldLink } from './form-field';
import { useFieldText } from './use-field-text';

const PLACEHOLDER = /(\{[\w-]+\})/;

/** The label with each `{key}` placeholder replaced by its link; link texts may be overridden. */
export function labelWithLinks(
  label: string,
  links: readonly FieldLink[],
  linkText: (link: FieldLink) => string,
): ReactNode[] {
  return label.split(PLACEHOLDER).map((part, index) => {
    const link = links.find((candidate) => `{${candidate.key}}` === part);
    if (!link) return part;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed label keep their order
      <a key={index} href={link.href} target="_blank" rel="noopener noreferrer">
        {linkText(link)}
      </a>
    );
  });
}

/** A checkbox whose label carries links (rules, privacy policy); texts may be overridden by the server. */
export function ExtendedCheckboxField(props: FieldComponentProps) {
  const text = useFieldText();
  const { field } = props;
  const overrides = field.overrideTexts ?? {};
  const label = overrides.label ?? text(field.label || field.title);
  return (
    <CheckboxControl {...props}>
      {labelWithLinks(label, field.links ?? [], (link) => overrides[link.key] ?? text(link.text))}
    </CheckboxControl>
  );
}
