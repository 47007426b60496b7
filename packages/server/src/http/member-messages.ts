// Messages of members, roles, invitations and the security log, in en and es.
import type { Language } from '../db/schema.js';
import { catalogueTranslator } from '../i18n/index.js';

const messages = {
  role_viewer: { en: 'viewer', es: 'lector' },
  role_editor: { en: 'editor', es: 'editor' },
  role_publisher: { en: 'publisher', es: 'publicador' },
  role_admin: { en: 'admin', es: 'administrador' },
  role_owner: { en: 'owner', es: 'propietario' },
  // A refused member reads who they are, in a sentence of its own per role, then what the action needs.
  you_are_viewer: { en: 'You are a viewer of this project.', es: 'Eres lector de este proyecto.' },
  you_are_editor: { en: 'You are an editor of this project.', es: 'Eres editor de este proyecto.' },
  you_are_publisher: { en: 'You are a publisher of this project.', es: 'Eres publicador de este proyecto.' },
  you_are_admin: { en: 'You are an admin of this project.', es: 'Eres administrador de este proyecto.' },
  you_are_owner: { en: 'You are the owner of this project.', es: 'Eres el propietario de este proyecto.' },
  needs_editor: {
    en: 'Only editors can change its data. Ask an admin to edit.',
    es: 'Solo los editores pueden cambiar sus datos. Pide a un administrador poder editar.',
  },
  needs_publisher: {
    en: 'Only publishers can propose, publish or withdraw releases.',
    es: 'Solo los publicadores pueden proponer, publicar o retirar versiones.',
  },
  needs_admin: {
    en: 'Only its admins can do this.',
    es: 'Solo sus administradores pueden hacer esto.',
  },
  needs_owner: {
    en: 'Only its owner can do this.',
    es: 'Solo su propietario puede hacer esto.',
  },
  needs_viewer: { en: 'You are not a member of this project.', es: 'No eres miembro de este proyecto.' },
  member_not_found: {
    en: 'This person is not a member of the project.',
    es: 'Esta persona no es miembro del proyecto.',
  },
  owner_role_fixed: {
    en: "The owner's role does not change: transfer the ownership to another member instead.",
    es: 'El rol del propietario no cambia: transfiere la propiedad a otro miembro.',
  },
  owner_cannot_leave: {
    en: 'The owner cannot be removed: transfer the ownership first.',
    es: 'No se puede quitar al propietario: transfiere antes la propiedad.',
  },
  admin_only_lower: {
    en: 'Only the owner can change or remove another admin.',
    es: 'Solo el propietario puede cambiar o quitar a otro administrador.',
  },
  transfer_to_self: { en: 'You already own this project.', es: 'Ya eres el propietario de este proyecto.' },
  transfer_name_taken: {
    en: 'The new owner already has a project with this name: rename one of them first.',
    es: 'El nuevo propietario ya tiene un proyecto con este nombre: cambia antes el nombre de uno de ellos.',
  },
  already_member: {
    en: 'Someone with this e-mail address is already a member.',
    es: 'Alguien con esta dirección de correo ya es miembro.',
  },
  already_invited: {
    en: 'This address already has a pending invitation: revoke it to send a new one.',
    es: 'Esta dirección ya tiene una invitación pendiente: revócala para enviar otra.',
  },
  invitation_not_found: { en: 'There is no such invitation.', es: 'No existe esa invitación.' },
  invitation_invalid: {
    en: 'This invitation link is not valid.',
    es: 'Este enlace de invitación no es válido.',
  },
  invitation_used: {
    en: 'This invitation has already been used.',
    es: 'Esta invitación ya se ha usado.',
  },
  invitation_revoked: {
    en: 'This invitation has been revoked. Ask the project admin for a new one.',
    es: 'Esta invitación fue revocada. Pide una nueva al administrador del proyecto.',
  },
  invitation_expired: {
    en: 'This invitation has expired. Ask the project admin for a new one.',
    es: 'Esta invitación ha caducado. Pide una nueva al administrador del proyecto.',
  },
  invitation_other_address: {
    en: 'This invitation was sent to {email}: sign in with that address to accept it.',
    es: 'Esta invitación se envió a {email}: inicia sesión con esa dirección para aceptarla.',
  },
  invitation_awaits_admin: {
    en: 'This invitation was sent to {email}, not to your address: an admin of the project must confirm before you join. You will see the project in your list once they do.',
    es: 'Esta invitación se envió a {email}, no a tu dirección: un administrador del proyecto debe confirmarlo antes de que te unas. Verás el proyecto en tu lista cuando lo haga.',
  },
  confirmation_not_found: {
    en: 'There is no such confirmation waiting: it was already handled, or its invitation was used, revoked or has expired.',
    es: 'No hay ninguna confirmación así pendiente: ya se resolvió, o su invitación se usó, se revocó o ha caducado.',
  },
  registered_joined: {
    en: 'Your account has been created and you have joined the project. You can now sign in.',
    es: 'Tu cuenta se ha creado y ya eres miembro del proyecto. Ya puedes iniciar sesión.',
  },
  mail_subject: {
    en: 'You are invited to the Ruta project "{project}"',
    es: 'Te invitan al proyecto de Ruta "{project}"',
  },
  mail_greeting: { en: 'Hello,', es: 'Hola:' },
  mail_body: {
    en: '{inviter} invites you to the GTFS project "{project}" in Ruta as {role}. Open this link to join (you can create an account there):',
    es: '{inviter} te invita al proyecto GTFS "{project}" en Ruta como {role}. Abre este enlace para unirte (puedes crear una cuenta allí):',
  },
  mail_button: { en: 'Join the project', es: 'Unirme al proyecto' },
  mail_expiry: {
    en: 'The link works once and expires in 7 days.',
    es: 'El enlace sirve una sola vez y caduca en 7 días.',
  },
};

export type MembersMessage = keyof typeof messages;

export const membersMessages = (language: Language) => catalogueTranslator(messages, language);
