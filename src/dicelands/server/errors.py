"""The one error type the server's handlers raise: an HTTP status and a message a person can act on."""
from __future__ import annotations


class ApiError(Exception):
    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None):
        super().__init__(message)
        self.status = status
        self.message = message
        self.headers = headers or {}  # e.g. Retry-After on a 429

    def to_json(self) -> dict:
        return {"error": self.message, "status": self.status}


def bad_request(message: str) -> ApiError:
    return ApiError(400, message)


def forbidden(message: str) -> ApiError:
    return ApiError(403, message)


def not_found(message: str) -> ApiError:
    return ApiError(404, message)


def conflict(message: str) -> ApiError:
    return ApiError(409, message)


def unprocessable(message: str) -> ApiError:
    return ApiError(422, message)


def too_many(message: str, retry_after: float) -> ApiError:
    return ApiError(429, message, {"Retry-After": str(max(1, int(retry_after + 0.999)))})
