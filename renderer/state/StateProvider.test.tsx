import { act, render, screen } from '@testing-library/react';
import { atom, localStorageAtom, useAtom } from '.';
import { StateProvider } from './StateProvider';

const countAtom = atom(0);
const storedAtom = localStorageAtom<string>('vantage.test.stored', 'none', {
  parse: (raw) => raw,
  serialize: (value) => value,
});

function Probe() {
  const [count, setCount] = useAtom(countAtom);
  const [stored, setStored] = useAtom(storedAtom);
  return (
    <button
      onClick={() => {
        setCount(count + 1);
        setStored(`saved-${count + 1}`);
      }}
    >{`${count} ${stored}`}</button>
  );
}

/** The session gate keys the provider by a generation that logout and a realm change bump. */
function Session({ generation }: { generation: number }) {
  return (
    <StateProvider key={generation}>
      <Probe />
    </StateProvider>
  );
}

describe('StateProvider (the one reset path of UI state)', () => {
  beforeEach(() => window.localStorage.clear());

  it('loads a stored value, and a new generation (logout, realm change) drops what is held in memory', () => {
    window.localStorage.setItem('vantage.test.stored', 'from-before');
    const view = render(<Session generation={0} />);
    expect(screen.getByRole('button').textContent).toBe('0 from-before');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('1 saved-1');
    view.rerender(<Session generation={1} />);
    // In-memory state starts afresh; what is kept in the browser loads again.
    expect(screen.getByRole('button').textContent).toBe('0 saved-1');
  });
});
