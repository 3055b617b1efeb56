// POST /api/feedback: docs/PROTOCOL.md §7 judges success by the HTTP status alone.
import { Router, type RequestHandler } from 'express';
import { FeedbackRequest, type SuccessResponse } from '@gridable/common';
import { parseInput } from '../http/validate';
import type { FeedbackService } from './feedbackService';

export function feedbackRoutes(feedback: FeedbackService, limiter: RequestHandler): Router {
  const router = Router();
  router.post('/feedback', limiter, async (req, res) => {
    const { message } = parseInput(FeedbackRequest, req.body);
    await feedback.submitFeedback(message);
    const reply: SuccessResponse = { success: true };
    res.status(201).json(reply);
  });
  return router;
}
