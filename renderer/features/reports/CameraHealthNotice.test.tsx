/** A camera's Health tab and a cell's statistics say that the camera is loading until it is read,
 *  and read the platform's refusal out when it refuses. */
import '../../testing/jsdomPolyfills';
import { render, screen } from '@testing-library/react';
import { CombinedError } from 'urql';
import { initI18n } from '../../i18n';
import { CameraHealthNotice } from './CameraHealthNotice';

beforeAll(() => initI18n('en-US'));

it('says the camera is loading, then reads out the refusal', () => {
  const { rerender } = render(<CameraHealthNotice error={undefined} />);
  expect(screen.getByText('Loading...')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  rerender(<CameraHealthNotice error={new CombinedError({ graphQLErrors: [{ message: 'Device not found' }] })} />);
  expect(screen.getByRole('alert').textContent).toBe('Report error: Device not found');
});
