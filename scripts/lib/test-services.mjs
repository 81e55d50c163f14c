// Services the tests need besides the product itself. PostgreSQL is added by the storage work
// (issue 5): it returns env such as SEN_TEST_DATABASE_URL and a stop function.
export async function startTestServices() {
  return { env: {}, stop: async () => {} };
}
