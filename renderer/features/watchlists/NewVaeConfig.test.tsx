/** Making a VAE config (issue 32): a Facial Recognition config asks for the match distance, sent as
 *  its configuration and refused outside its range before it is sent; a License Plate config has no
 *  such field. */
// The test helpers first: they install what the router needs in jsdom.
import { renderSignedIn, sentOperations } from '../../testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { NewVaeConfig, type TemplateOption } from './NewVaeConfig';

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const TEMPLATES: TemplateOption[] = [
  { id: 'face', name: 'Facial Recognition', engine: 'face', requestedFps: { min: 1, max: 5 }, defaultFps: 1 },
  { id: 'lpr', name: 'License Plate Recognition', engine: 'lpr', requestedFps: { min: 1, max: 10 }, defaultFps: 2 },
];

describe('NewVaeConfig', () => {
  it("sends a face config's match distance, refusing one out of range", async () => {
    const created = jest.fn();
    const { fetch } = await renderSignedIn(
      <NewVaeConfig cameraId="cam-1" templates={TEMPLATES} taken={[]} onCreated={created} />,
      { CreateVaeConfig: { createVaeConfig: { id: 'c1', name: 'Facial Recognition' } } },
    );
    const distance = screen.getByLabelText('Match distance');
    fireEvent.change(distance, { target: { value: '0.9' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create' })));
    await settle();
    expect(screen.getByText('Match distance should be a number from 0.2 to 0.8')).toBeTruthy();
    expect(sentOperations(fetch).some((o) => o.name === 'CreateVaeConfig')).toBe(false);

    fireEvent.change(distance, { target: { value: '0.45' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create' })));
    await settle();
    expect(sentOperations(fetch).find((o) => o.name === 'CreateVaeConfig')?.variables).toMatchObject({
      config: { deviceId: 'cam-1', template: 'face', fps: 1, configuration: { matchDistance: 0.45 } },
    });
    expect(created).toHaveBeenCalled();
  });

  it("takes the chosen template's name and fps", async () => {
    await renderSignedIn(<NewVaeConfig cameraId="cam-1" templates={TEMPLATES} taken={[]} onCreated={jest.fn()} />, {});
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Facial Recognition');
    fireEvent.change(screen.getByLabelText('Template'), { target: { value: 'lpr' } });
    await settle();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('License Plate Recognition');
    expect((screen.getByLabelText('Requested fps') as HTMLInputElement).value).toBe('2');
    expect(screen.queryByLabelText('Match distance')).toBeNull();
  });

  it('has no match distance for a License Plate config', async () => {
    await renderSignedIn(
      <NewVaeConfig cameraId="cam-1" templates={TEMPLATES} taken={['face']} onCreated={jest.fn()} />,
      {},
    );
    expect(screen.queryByLabelText('Match distance')).toBeNull();
  });
});
