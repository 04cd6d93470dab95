// Common appliances with typical figures, so the usual plan is a few taps (docs/product.md, "Solar planner").
// Motors (fridges, freezers, pumps) draw about three times their running power for a moment when they start.

export interface AppliancePreset {
  id: string;
  name: string;
  watts: number;
  hoursPerDay: number;
  surgeFactor: number;
}

const preset = (id: string, name: string, watts: number, hoursPerDay: number, surgeFactor = 1): AppliancePreset => ({
  id,
  name,
  watts,
  hoursPerDay,
  surgeFactor,
});

export const APPLIANCE_PRESETS: readonly AppliancePreset[] = [
  preset('led-bulb', 'LED bulb', 10, 5),
  preset('security-light', 'Security light', 20, 12),
  preset('phone', 'Phone charging', 10, 3),
  preset('tv', 'TV (32 inch)', 60, 5),
  preset('tv-large', 'TV (55 inch)', 120, 5),
  preset('decoder', 'TV decoder', 20, 5),
  preset('router', 'Wi-Fi router', 12, 24),
  preset('laptop', 'Laptop', 65, 6),
  preset('desktop', 'Desktop computer', 200, 6),
  preset('fan', 'Fan', 60, 6, 2),
  preset('fridge', 'Fridge', 150, 8, 3),
  preset('freezer', 'Chest freezer', 200, 10, 3),
  preset('cctv', 'CCTV camera set', 30, 24),
  preset('clipper', 'Hair clipper', 15, 6),
  preset('sewing-machine', 'Sewing machine', 100, 4, 2),
  preset('blender', 'Blender', 400, 0.5, 2),
  preset('microwave', 'Microwave', 1000, 0.5, 1.5),
  preset('iron', 'Iron', 1000, 0.5),
  preset('washing-machine', 'Washing machine', 500, 1, 3),
  preset('water-pump', 'Water pump (0.5 hp)', 400, 2, 3),
  preset('borehole-pump', 'Borehole pump (1 hp)', 750, 4, 3),
];
