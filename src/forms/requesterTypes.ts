/** The requester profiles of the contact form (R3), in display order. No zod: the form's markup imports it. */
export const REQUESTER_TYPES = ["particular", "cliente", "farmaceutico", "medico", "profesional_comunicacion"] as const;
