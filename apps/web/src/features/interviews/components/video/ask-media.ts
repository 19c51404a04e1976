import type { TRecorderEvent } from '@ats/contract';

interface RecorderMachine {
  send(e: TRecorderEvent): boolean;
}

/**
 * Asks for the camera and microphone (or the microphone alone) and tells the recorder's machine
 * what came of it: the stream, a refusal the candidate can undo, or no usable device.
 */
export const askMedia = async (
  machine: RecorderMachine,
  video: MediaTrackConstraints | false,
  onStream: (s: MediaStream) => void,
  noDeviceMessage: string,
) => {
  try {
    const s = await navigator.mediaDevices.getUserMedia({
      video,
      audio: { echoCancellation: true, noiseSuppression: true },
    });
    onStream(s);
    machine.send({ type: 'PERMISSION_GRANTED' });
    machine.send({ type: 'ENTER_COMFORT_ZONE' });
  } catch (e) {
    const name = (e as DOMException).name;
    if (name === 'NotAllowedError' || name === 'SecurityError') machine.send({ type: 'PERMISSION_DENIED' });
    else machine.send({ type: 'FAIL', message: noDeviceMessage });
  }
};
