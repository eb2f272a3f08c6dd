import { describe, expect, it } from 'vitest';
import { TransferService } from '../contract/enums.js';
import { protocolOf, serviceOfProtocol, TRANSFER_SERVICES } from './transferService.js';

describe('transfer service and protocol (PP-4.5-06)', () => {
  it('sepa gives SEPA, portal PORTAL_TRANSFER, fps_chaps FPS_CHAPS, swift and israel SWIFT', () => {
    expect(TRANSFER_SERVICES.map(protocolOf)).toEqual([
      'SEPA',
      'SWIFT',
      'SWIFT',
      'PORTAL_TRANSFER',
      'FPS_CHAPS',
    ]);
  });

  it('reads a protocol back as its service, israel as swift; another protocol has none', () => {
    for (const service of TRANSFER_SERVICES) {
      const back = serviceOfProtocol(protocolOf(service));
      expect(back).toBe(service === 'israel' ? 'swift' : service);
    }
    expect(serviceOfProtocol('fps_chaps')).toBe('fps_chaps');
    expect(serviceOfProtocol(undefined)).toBeNull();
    expect(serviceOfProtocol('INTERNAL')).toBeNull();
    expect(serviceOfProtocol('CRYPTO')).toBeNull();
  });

  it('the contract schema is built from the same list', () => {
    expect(TransferService.options).toEqual([...TRANSFER_SERVICES]);
  });
});
