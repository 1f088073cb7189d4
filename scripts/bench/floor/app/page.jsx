import { Counter } from './counter';

const paragraphs = Array.from(
  { length: 30 },
  (_, index) =>
    `Paragraph ${index + 1}. The floor is the least an app-router page of this Next.js and React costs: ` +
    'server-rendered text, the framework runtime, and one client component that hydrates.',
);

export default function FloorPage() {
  return (
    <main>
      <h1>Floor</h1>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <Counter />
    </main>
  );
}
