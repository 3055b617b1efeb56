// POST /api/validate-word: the word checker's one call.
import { Router } from 'express';
import { ValidateWordRequest, isValidWord, type ValidateWordResponse } from '@gridable/common';
import { parseInput } from '../http/validate';

export function wordRoutes(): Router {
  const router = Router();
  router.post('/validate-word', (req, res) => {
    const { word } = parseInput(ValidateWordRequest, req.body);
    const reply: ValidateWordResponse = { success: true, isValid: isValidWord(word), word };
    res.json(reply);
  });
  return router;
}
