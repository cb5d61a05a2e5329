from flask.testing import FlaskClient


def test_home_and_health(client: FlaskClient) -> None:
    assert client.get("/").status_code == 200
    assert client.get("/healthz").get_json() == {"status": "ok"}
