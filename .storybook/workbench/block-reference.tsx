import { useState } from 'react';
import { blockSchemas, type BlockType } from '../../schemas/content/blocks/index.ts';
import { blockChildLists } from '../../schemas/content/blocks/child-lists.ts';
import { blockExamples } from './block-examples.ts';
import { exampleValue, schemaFields } from './schema-fields.ts';
import * as styles from './block-reference.styles.ts';

/** An example value short enough for a table cell. */
function shortJson(value: unknown): string {
  if (value === undefined) return '';
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}…` : json;
}

/**
 * A block type's reference page, generated from its schema and the fixtures: every field with its type, whether it
 * is required, its limits and an example value, then the block as each fixture folder writes it. A new block gets its
 * page by being registered: nothing here names a block.
 */
export function BlockReference({
  types,
  type: first,
  folder,
}: {
  types: readonly string[];
  /** The block type shown first. */
  type: string;
  /** The content folder whose example leads (`uk/data/en`): the toolbar's site and language. */
  folder?: string;
}) {
  // The reader's choice holds until the story's `type` changes (the controls panel); the list keeps its focus.
  const [choice, setChoice] = useState({ arg: first, type: first });
  if (choice.arg !== first) setChoice({ arg: first, type: first });
  const type = choice.arg === first ? choice.type : first;
  const choose = (next: string) => {
    setChoice({ arg: first, type: next });
  };
  const schema = blockSchemas[type as BlockType];
  const examples = blockExamples(type).sort(
    (a, b) => Number(b.file.startsWith(`${folder}/`)) - Number(a.file.startsWith(`${folder}/`)),
  );
  const fields = schema ? schemaFields(schema) : [];
  const childLists = blockChildLists[type] ?? [];
  return (
    <styles.Page lang="en" dir="ltr">
      <nav aria-label="Block types">
        <ul>
          {types.map((name) => (
            <li key={name}>
              <button
                type="button"
                aria-current={name === type ? 'page' : undefined}
                onClick={() => choose(name)}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <article aria-labelledby="block-reference-title">
        <h2 id="block-reference-title">
          <code>{type}</code> block
        </h2>
        {!schema && <p>No schema is registered for this type.</p>}
        {childLists.length > 0 && (
          <p>
            Holds other blocks at{' '}
            {childLists.map((path) => path.replaceAll('/*/', '[].').replaceAll('/', '.')).join(', ')}: each is
            checked against its own type's schema.
          </p>
        )}
        <styles.TableScroll role="region" aria-label={`Fields of ${type}, scrolls sideways`} tabIndex={0}>
          <styles.Table>
            <caption>Fields of {type}</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Type</th>
                <th scope="col">Required</th>
                <th scope="col">Limits and notes</th>
                <th scope="col">Example from the fixtures</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr key={field.path} data-field={field.path}>
                  <th scope="row">
                    <code>{field.path}</code>
                  </th>
                  <td>{field.type}</td>
                  <td data-required={field.required}>{field.required ? 'required' : 'optional'}</td>
                  <td>{field.notes.join('; ')}</td>
                  <td>
                    <code>
                      {shortJson(
                        examples.map((e) => exampleValue(e.block, field.path)).find((v) => v !== undefined),
                      )}
                    </code>
                  </td>
                </tr>
              ))}
            </tbody>
          </styles.Table>
        </styles.TableScroll>
        <h3>In the fixtures</h3>
        {examples.length === 0 && <p>No fixture page uses this block yet.</p>}
        {examples.map((example) => (
          <details key={example.file} open={example === examples[0]}>
            <summary>
              {example.file}#{example.pointer}
            </summary>
            {/* Focusable so a keyboard can scroll a long example. */}
            <pre tabIndex={0} aria-label={`${type} in ${example.file}`}>
              {JSON.stringify(example.block, null, 2)}
            </pre>
          </details>
        ))}
      </article>
    </styles.Page>
  );
}
